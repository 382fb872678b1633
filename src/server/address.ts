// The key a client is counted by for the per-address limits (players, event streams): the socket's address, except
// that an IPv6 client is counted by its /64 prefix, the block a single subscriber is routinely given, within which it
// can take a new address for every request. An IPv4-mapped IPv6 address (::ffff:a.b.c.d, as a dual-stack server sees
// every IPv4 client) is its IPv4 address: by its /64 every IPv4 client would be one.

import { isIPv4, isIPv6 } from "node:net";

export function addressKey(address: string): string {
  // A link-local address carries its zone (fe80::1%eth0): the interface, not part of the address.
  const bare = address.split("%")[0]!;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail made two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::") as [string, string | undefined];
  const before = head === "" ? [] : head.split(":");
  const after = rest === undefined || rest === "" ? [] : rest.split(":");
  const zeros = rest === undefined ? [] : Array<string>(8 - before.length - after.length).fill("0");
  return [...before, ...zeros, ...after].map((group) => Number.parseInt(group, 16));
}
