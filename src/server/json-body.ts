// A request's JSON body as the server takes it: strict UTF-8, then JSON, without the keys that pollute prototypes;
// each refusal a 400 naming what was wrong.

export const JSON_ONLY = "send the body as application/json in UTF-8";
const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** A 400 whose message the error handler sends as it is. */
function badRequest(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/**
 * A JSON body: strict UTF-8, then JSON.parse, refusing the keys __proto__ and constructor (Fastify's parser refuses
 * them too: an object that has them is a prototype-pollution gadget once merged into another).
 */
export function parseJsonBody(body: Buffer): unknown {
  if (body.length === 0) throw badRequest(`the body is empty: ${JSON_ONLY}`);
  let text: string;
  try {
    text = UTF8.decode(body);
  } catch {
    throw badRequest(`the body is not valid UTF-8: ${JSON_ONLY}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw badRequest(`the body is not valid JSON: ${clip((error as Error).message)}`);
  }
  const forbidden = forbiddenKey(parsed);
  if (forbidden !== undefined) throw badRequest(`the body's JSON has the key ${JSON.stringify(forbidden)}, which no request takes`);
  return parsed;
}

/** The first key __proto__ or constructor at any depth (a body of BODY_LIMIT bytes nests at most ~512 deep). */
function forbiddenKey(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key === "__proto__" || key === "constructor") return key;
    const found = forbiddenKey(inner);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** At most 100 characters of a client's text, for a message. */
export function clip(text: string): string {
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
}
