import { createHash } from "node:crypto";
import { inlineScriptHashesOf, withPolicyMeta } from "./page-policy";

const sha = (s: string) => `sha256-${createHash("sha256").update(s).digest("base64")}`;

describe("inlineScriptHashesOf", () => {
  it("hashes the scripts a browser runs from the page's text, once each, sorted", () => {
    const html =
      '<head><script>a()</script><script type="module" src="/assets/x.js"></script></head>' +
      '<body><script type="text/x-module">import "/x.js"</script><script>a()</script>' +
      '<script type="application/ld+json">{"@type":"Person"}</script><script></script></body>';
    expect(inlineScriptHashesOf(html)).toEqual([sha("a()"), sha('import "/x.js"')].sort());
  });
});

describe("withPolicyMeta", () => {
  const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>a()</script></head><body></body></html>';

  it("puts the policy right after the charset, before every script", () => {
    const html = withPolicyMeta(page, "script-src 'self' 'sha256-x='");
    expect(html).toContain(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-x='"/><script>`,
    );
  });

  it("refuses a page where a script would come before the policy, or that has one already", () => {
    expect(() => withPolicyMeta('<head><script>a()</script><meta charSet="utf-8"/>', "x")).toThrow(/before the charset/);
    expect(() => withPolicyMeta(withPolicyMeta(page, "x"), "x")).toThrow(/already/);
    expect(() => withPolicyMeta("<head></head>", "x")).toThrow(/charSet/);
  });
});
