// @vitest-environment node
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.js";

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
