// Writes bench/results.json (machine-readable) and bench/RESULTS.md (tables and ratios).
import { writeFileSync, renameSync } from "node:fs";
function writeAtomically(path, text) {
    writeFileSync(`${path}.tmp`, text);
    renameSync(`${path}.tmp`, path);
}
export function writeReport(report, jsonPath, markdownPath) {
    writeAtomically(jsonPath, JSON.stringify(report, null, 2) + "\n");
    writeAtomically(markdownPath, markdown(report));
}
const format = (value) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
export function markdown(report) {
    const { machine } = report;
    const lines = [
        "# Benchmark results",
        "",
        `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node} (${machine.platform}).`,
        `Run: \`${report.command}\` on ${report.date}. Median ns per cell (± relative margin of error of the mean, 95%); lower is better.`,
        "",
    ];
    const sizes = [...new Set(report.generators.map((result) => `${result.width}x${result.height}`))];
    for (const size of sizes) {
        lines.push(`## Generators, ${size.replace("x", "×")}`, "", "| algorithm | wasm ns/cell | reference ns/cell | reference / wasm |", "|---|---:|---:|---:|");
        const atSize = report.generators.filter((result) => `${result.width}x${result.height}` === size);
        for (const algorithm of [...new Set(atSize.map((result) => result.algorithm))]) {
            const wasm = atSize.find((result) => result.algorithm === algorithm && result.backend === "wasm");
            const reference = atSize.find((result) => result.algorithm === algorithm && result.backend === "reference");
            const cell = (result) => (result ? `${format(result.nsPerCell)} ± ${result.rme.toFixed(1)}%` : "–");
            const ratio = wasm && reference ? `${(reference.nsPerCell / wasm.nsPerCell).toFixed(2)}×` : "–";
            lines.push(`| ${algorithm} | ${cell(wasm)} | ${cell(reference)} | ${ratio} |`);
        }
        lines.push("");
    }
    return lines.join("\n");
}
