// @ts-check
import { describe, expect, it } from "vitest";
import { clientAddress, clientKey, parseTrustProxy } from "./client-address.js";

/** @param {string} peer @param {string | string[]} [forwarded] */
const request = (peer, forwarded) => ({
  socket: { remoteAddress: peer },
  headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
});

describe("parseTrustProxy", () => {
  it("reads hops, trusting nothing by default", () => {
    expect(parseTrustProxy(undefined)).toBe(0);
    expect(parseTrustProxy("")).toBe(0);
    expect(parseTrustProxy("false")).toBe(0);
    expect(parseTrustProxy("0")).toBe(0);
    expect(parseTrustProxy("true")).toBe(1);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy(" 2 ")).toBe(2);
  });

  it("refuses anything else rather than guess", () => {
    for (const bad of ["yes", "-1", "1.5", "10.0.0.1", "loopback"]) expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
  });
});

describe("clientAddress", () => {
  it("ignores X-Forwarded-For unless proxies are trusted", () => {
    expect(clientAddress(request("203.0.113.9", "198.51.100.1"), 0)).toBe("203.0.113.9");
  });

  it("takes the address the trusted proxy added, never what the client wrote before it", () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the peer it saw.
    const req = request("10.0.0.2", "1.2.3.4, 198.51.100.7");
    expect(clientAddress(req, 1)).toBe("198.51.100.7");
    expect(clientAddress(req, 2)).toBe("1.2.3.4");
  });

  it("counts hops through several proxies and several headers", () => {
    const req = request("10.0.0.3", ["6.6.6.6, 198.51.100.7", "10.0.0.2"]);
    expect(clientAddress(req, 2)).toBe("198.51.100.7");
  });

  it("falls back to the leftmost known address when the header is short or missing", () => {
    expect(clientAddress(request("10.0.0.2", "198.51.100.7"), 3)).toBe("198.51.100.7");
    expect(clientAddress(request("10.0.0.2"), 1)).toBe("10.0.0.2");
  });
});

describe("clientKey", () => {
  it("keys IPv4 as is, IPv4-mapped IPv6 as IPv4", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("keys IPv6 by its /64, however it is written", () => {
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });
});
