// @ts-check
/**
 * Who a request comes from, for the rate limit. X-Forwarded-For is read only as far as the
 * owner says proxies of their own add to it (TRUST_PROXY): anything further left was written by
 * the client and could be anything, so a spoofed header never buys a fresh limit.
 */
import { isIP } from "node:net";

/**
 * TRUST_PROXY as a number of proxy hops to trust: unset, "", "0" or "false" → 0 (the socket's
 * address, the default); "true" → 1; "N" → N. Anything else stops the server, since a typo here
 * would silently put every visitor behind the proxy's one address, or let them spoof.
 * @param {string | undefined} value @returns {number}
 */
export function parseTrustProxy(value) {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "false") return 0;
  if (text === "true") return 1;
  if (/^\d+$/.test(text)) return Number(text);
  throw new Error(`TRUST_PROXY must be a number of proxy hops (0, 1, 2…), "true" or "false"; got ${JSON.stringify(value)}.`);
}

/**
 * The client's address: the socket's peer, or with `trustedHops` proxies in front, the address
 * the outermost of them saw (counted from the right of X-Forwarded-For, each proxy appending the
 * peer it saw). With fewer entries than hops, the leftmost known address.
 * @param {{ socket: { remoteAddress?: string }, headers: Record<string, string | string[] | undefined> }} req
 * @param {number} trustedHops
 * @returns {string}
 */
export function clientAddress(req, trustedHops) {
  const peer = req.socket.remoteAddress ?? "unknown";
  if (trustedHops <= 0) return peer;
  const header = req.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  // Nearest first: the socket, then what each trusted proxy added, right to left.
  const chain = [peer, ...forwarded.reverse()];
  return chain[Math.min(trustedHops, chain.length - 1)] ?? peer;
}

/**
 * The rate limit's key for an address: IPv4 as is (also when IPv6-mapped), IPv6 by its /64,
 * since one home or one server gets a whole /64 and could otherwise take a new address per try.
 * @param {string} address @returns {string}
 */
export function clientKey(address) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address.slice(0, 64);
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/** @param {string} address @returns {string[]} eight hextets */
function expandIPv6(address) {
  const [head = "", tail] = address.split("%")[0]?.split("::") ?? [""];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array(missing).fill("0"), ...right].map((h) => h.toLowerCase().replace(/^0+(?=.)/, ""));
}
