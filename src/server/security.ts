// Security headers on every answer (the page, the API, errors and the event stream): no MIME sniffing, no
// referrer, no framing, and a Content-Security-Policy that allows the page's own files, its Wasm, its worker (a
// module of its own origin that runs the core off the main thread) and, by hash, its inline scripts (the bundled page
// has none), and nothing else.

import { createHash } from "node:crypto";

/** The CSP source of every inline `<script>` (one without `src`) of an HTML page: `'sha256-…'`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(match[2]!, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** The headers, given the hashes of the page's inline scripts. */
export function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  const policy = [
    "default-src 'self'",
    `script-src ${["'self'", "'wasm-unsafe-eval'", ...scriptHashes].join(" ")}`,
    "worker-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    "x-content-type-options": "nosniff",
    "content-security-policy": policy,
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
  };
}
