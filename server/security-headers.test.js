import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, metaPolicy, securityHeaders, staticHostPolicy } from "./security-headers.js";

describe("securityHeaders", () => {
  it("allows inline scripts by hash only and nothing else by default", () => {
    const h = securityHeaders({ scriptHashes: ["sha256-a=", "sha256-b="] });
    expect(h["Content-Security-Policy"]).toContain("script-src 'self' 'sha256-a=' 'sha256-b='");
    expect(h["Content-Security-Policy"]).toContain("connect-src 'self';");
    // Native (no-JavaScript) posts go to the local inbox only.
    expect(h["Content-Security-Policy"]).toContain("form-action 'self';");
    expect(h["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(h["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(h["Permissions-Policy"]).toContain("camera=()");
  });

  it("lets the forms reach an external endpoint's origin, and only that", () => {
    const h = securityHeaders({ scriptHashes: [], formOrigin: "https://formspree.io" });
    expect(h["Content-Security-Policy"]).toContain("connect-src 'self' https://formspree.io;");
    expect(h["Content-Security-Policy"]).toContain("form-action 'self' https://formspree.io;");
  });
});

describe("the policies of static hosts: _headers and each page's meta tag", () => {
  const hashes = ["sha256-a=", "sha256-b="];
  const directives = (csp) => Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d.slice(d.indexOf(" ") + 1)]));

  it("gives the meta policy the server's directives less frame-ancestors, which a meta tag cannot carry", () => {
    const server = directives(contentSecurityPolicy({ scriptHashes: hashes, formOrigin: "https://formspree.io" }));
    const meta = directives(metaPolicy({ scriptHashes: hashes, formOrigin: "https://formspree.io" }));
    const { "frame-ancestors": framing, ...rest } = server;
    expect(framing).toBe("'none'");
    expect(meta).toEqual(rest);
    expect(meta["script-src"]).toBe("'self' 'sha256-a=' 'sha256-b='");
  });

  it("keeps the header's size independent of the pages, every other directive as the server's", () => {
    const header = directives(staticHostPolicy({ formOrigin: null }));
    const server = directives(contentSecurityPolicy({ scriptHashes: hashes }));
    expect(header["script-src"]).toBe("'self' 'unsafe-inline'");
    expect({ ...header, "script-src": "" }).toEqual({ ...server, "script-src": "" });
    expect(staticHostPolicy({}).length).toBeLessThan(500);
  });

  it("together allow an inline script only by the page's hashes: each source must be in both", () => {
    // What a browser does with two policies: a script runs only if every policy allows it.
    const allows = (csp, script) => {
      const sources = directives(csp)["script-src"].split(" ");
      const hashed = sources.some((s) => s.startsWith("'sha256-"));
      return sources.includes(`'${script}'`) || (!hashed && sources.includes("'unsafe-inline'"));
    };
    const both = (script) =>
      allows(staticHostPolicy({}), script) && allows(metaPolicy({ scriptHashes: hashes }), script);
    expect(both("sha256-a=")).toBe(true);
    expect(both("sha256-injected=")).toBe(false);
  });
});
