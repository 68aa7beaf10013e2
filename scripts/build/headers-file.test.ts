import { assertHeadersFileFits, countRules } from "./headers-file";

const file = (csp: string, extraRules = 0) =>
  [
    "/*",
    `  Content-Security-Policy: ${csp}`,
    "  X-Frame-Options: DENY",
    "",
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "# a comment is no rule",
    ...Array.from({ length: extraRules }, (_, i) => `/file-${i}.pdf\n  Content-Type: application/pdf`),
    "",
  ].join("\n");

describe("assertHeadersFileFits", () => {
  it("counts each path line as a rule", () => {
    expect(countRules(file("default-src 'self'"))).toBe(2);
    expect(countRules(file("default-src 'self'", 3))).toBe(5);
  });

  it("accepts a file within Cloudflare Pages' limits, up to 2,000 characters a line", () => {
    const line = "  Content-Security-Policy: ".length;
    expect(() => assertHeadersFileFits(file("x".repeat(2000 - line), 98))).not.toThrow();
  });

  it("stops the build with a sentence naming the line when one is too long", () => {
    const line = "  Content-Security-Policy: ".length;
    expect(() => assertHeadersFileFits(file("x".repeat(2001 - line)))).toThrow(
      "_headers line 2 (Content-Security-Policy) is 2001 characters long, over the 2000 a static host such as Cloudflare Pages accepts: shorten that header.",
    );
  });

  it("stops the build with a sentence when there are more than 100 rules", () => {
    expect(() => assertHeadersFileFits(file("default-src 'self'", 99))).toThrow(
      "_headers has 101 rules, over the 100 a static host such as Cloudflare Pages accepts: merge rules under wider paths.",
    );
  });
});
