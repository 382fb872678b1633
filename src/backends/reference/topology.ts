// Mazes on topologies in the reference: the mirror functions of src/reference/topology/ over JS typed arrays.

import { generatorArguments } from "../../algorithms/topology.js";
import { resetProgress } from "../../reference/progress.js";
import { topologyAstar } from "../../reference/topology/astar.js";
import { topologyBfs, topologyDistances, topologyFarthest } from "../../reference/topology/bfs.js";
import { topologyBraid } from "../../reference/topology/braid.js";
import type { TopologyEngine, TopologyGraphSource } from "../backend.js";

const graphOf = (source: TopologyGraphSource, links: Uint8Array) => ({
  offsets: source.offsets,
  neighbours: source.neighbours,
  links,
  cellCount: source.cellCount,
});

/** The engine; `busy` marks the backend busy while a generation may call user code (its progress hook). */
export const referenceTopologyEngine = (busy: (on: boolean) => void): TopologyEngine => ({
  generate(entry, graph, seed, options, progress) {
    const links = new Uint8Array(graph.cellCount);
    resetProgress(progress, progress?.heartbeat ?? 0);
    busy(progress !== undefined);
    try {
      entry.reference(graphOf(graph, links), seed, ...generatorArguments(entry, graph, options));
    } finally {
      busy(false);
      resetProgress();
    }
    return links;
  },
  prepareGenerator(entry, graph, options) {
    const links = new Uint8Array(graph.cellCount);
    const args = generatorArguments(entry, graph, options);
    return (seed) => {
      entry.reference(graphOf(graph, links), seed, ...args);
      return links[links.length >> 1]!;
    };
  },
  solve(graph, links, from, to, heuristic) {
    if (!heuristic) return topologyBfs(graphOf(graph, links), from, to);
    return topologyAstar(graphOf(graph, links), heuristic.keys, heuristic.code, heuristic.width, heuristic.height, from, to);
  },
  distances: (graph, links, from) => topologyDistances(graphOf(graph, links), from),
  farthest: (graph, links, from) => topologyFarthest(graphOf(graph, links), from),
  braid(graph, links, seed, threshold) {
    const copy = links.slice();
    topologyBraid(graphOf(graph, copy), seed, threshold);
    return copy;
  },
});
