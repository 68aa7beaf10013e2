import { describe, expect, it } from "vitest";
import { headerPolicy, metaPolicy, securityHeaders } from "./security-headers.js";

const directives = (csp) => Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d.slice(d.indexOf(" ") + 1)]));

describe("securityHeaders", () => {
  it("sends one policy for every page, framing forbidden, nothing from elsewhere", () => {
    const h = securityHeaders({});
    const csp = directives(h["Content-Security-Policy"]);
    expect(csp["default-src"]).toBe("'self'");
    expect(csp["script-src"]).toBe("'self' 'unsafe-inline'");
    expect(csp["connect-src"]).toBe("'self'");
    // Native (no-JavaScript) posts go to the local inbox only.
    expect(csp["form-action"]).toBe("'self'");
    expect(csp["frame-ancestors"]).toBe("'none'");
    expect(csp["object-src"]).toBe("'none'");
    expect(h["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(h["Permissions-Policy"]).toContain("camera=()");
  });

  it("lets the forms reach an external endpoint's origin, and only that", () => {
    const csp = directives(securityHeaders({ formOrigin: "https://formspree.io" })["Content-Security-Policy"]);
    expect(csp["connect-src"]).toBe("'self' https://formspree.io");
    expect(csp["form-action"]).toBe("'self' https://formspree.io");
  });

  it("holds only directives and features every engine knows", () => {
    // WebKit logs "Unrecognized Content-Security-Policy directive" for manifest-src; Chromium
    // logs an unknown Permissions-Policy feature (interest-cohort is gone).
    const known = ["default-src", "script-src", "style-src", "img-src", "font-src", "connect-src", "form-action", "object-src", "base-uri", "frame-ancestors"];
    const h = securityHeaders({});
    expect(Object.keys(directives(h["Content-Security-Policy"])).filter((d) => !known.includes(d))).toEqual([]);
    expect(h["Permissions-Policy"]).not.toContain("interest-cohort");
  });
});

describe("the header policy and each page's meta policy", () => {
  const hashes = ["sha256-a=", "sha256-b="];

  it("gives the meta policy the header's directives less frame-ancestors, and the page's hashes", () => {
    const header = directives(headerPolicy({ formOrigin: "https://formspree.io" }));
    const meta = directives(metaPolicy({ scriptHashes: hashes, formOrigin: "https://formspree.io" }));
    const { "frame-ancestors": framing, ...rest } = header;
    expect(framing).toBe("'none'");
    delete rest["script-src"];
    const { "script-src": scripts, ...metaRest } = meta;
    expect(metaRest).toEqual(rest);
    expect(scripts).toBe("'self' 'sha256-a=' 'sha256-b='");
  });

  it("keeps the header's size independent of the pages", () => {
    expect(headerPolicy({}).length).toBeLessThan(300);
  });

  it("together allow an inline script only by the page's hashes: each source must be in both", () => {
    // What a browser does with two policies: a script runs only if every policy allows it.
    const allows = (csp, script) => {
      const sources = directives(csp)["script-src"].split(" ");
      const hashed = sources.some((s) => s.startsWith("'sha256-"));
      return sources.includes(`'${script}'`) || (!hashed && sources.includes("'unsafe-inline'"));
    };
    const both = (script) => allows(headerPolicy({}), script) && allows(metaPolicy({ scriptHashes: hashes }), script);
    expect(both("sha256-a=")).toBe(true);
    expect(both("sha256-injected=")).toBe(false);
  });
});
