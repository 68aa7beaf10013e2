import { postPath } from "../app/lib/content/blog-post";
import { loadAllPostsSync } from "../app/lib/content/posts.server";
import { ROUTES, expect, test, waitForHydration } from "./fixtures";

// A post page with the most inline and island scripts: one with a live figure, if a post has one.
const published = loadAllPostsSync().filter((p) => p.status === "Published" && p.lang === "en");
const POST = postPath((published.find((p) => p.body.some((part) => "figure" in part)) ?? published[0]!).slug);

test.describe("security headers", () => {
  for (const path of ["/", "/blog", "/does-not-exist"]) {
    test(`${path} is served with the strict headers`, async ({ request }) => {
      const res = await request.get(path);
      const h = res.headers();
      const csp = h["content-security-policy"] ?? "";
      // The header keeps scripts to this origin; the page's meta policy allows its inline ones
      // by hash (the next test).
      expect(csp).toMatch(/script-src 'self' 'unsafe-inline'/);
      expect(csp).not.toContain("manifest-src");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/connect-src 'self'/);
      expect(h["strict-transport-security"]).toContain("max-age=");
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(h["permissions-policy"]).toContain("camera=()");
    });
  }

  const staticHostPolicy = async () => {
    // _headers is not served (404); read it from the build output.
    const { readFileSync } = await import("node:fs");
    const file = readFileSync(`${process.env.BUILD_DIR || "build"}/client/_headers`, "utf8");
    return /Content-Security-Policy: (.*)/.exec(file)?.[1] ?? "";
  };
  const metaPolicyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const scriptSrc = (csp: string) => /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  const withoutScriptSrc = (csp: string) => csp.replace(/script-src [^;]*/, "script-src");

  test("the server sends _headers' policy, each page's meta holds its hashes", async ({ request }) => {
    const inFile = await staticHostPolicy();
    // The same for every page, so its size does not depend on the number of pages.
    expect(scriptSrc(inFile)).toBe("'self' 'unsafe-inline'");
    for (const path of ["/", "/blog", POST, "/does-not-exist"]) {
      const res = await request.get(path);
      const served = res.headers()["content-security-policy"] ?? "";
      const html = await res.text();
      expect(served, path).toBe(inFile);
      // The meta tag: the page's own hashes, first in <head> after the charset, and everything
      // the server sends but frame-ancestors, which a meta policy cannot carry.
      expect(html, path).toContain('<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"');
      expect(withoutScriptSrc(metaPolicyOf(html)), path).toBe(withoutScriptSrc(served).replace(/; frame-ancestors 'none'/, ""));
      expect(scriptSrc(metaPolicyOf(html)), path).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    }
  });

  test("under the static host's header, a page's own scripts run and an injected one does not", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Executing inline script violates|Refused to execute inline script/);
    const policy = await staticHostPolicy();
    // Serve documents as Cloudflare Pages or Netlify would: the _headers policy, not the server's.
    await page.route("**/*", async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": policy } });
    });
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { violations: string[] }).violations.push(e.violatedDirective),
      );
    });
    await page.goto(POST);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toContain("script-src-elem");
  });

  for (const route of ROUTES) {
    test(`${route.path} raises no CSP violation`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { violations: string[] }).violations = [];
        document.addEventListener("securitypolicyviolation", (e) =>
          (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      await page.goto(route.path);
      await page.waitForLoadState("networkidle");
      // Navigate client-side once too: lazy route chunks load then.
      const next = ROUTES[(ROUTES.findIndex((r) => r.path === route.path) + 1) % ROUTES.length]!;
      await page.getByRole("navigation", { name: "Open files" }).getByRole("link", { name: next.file }).click();
      await expect(page).toHaveURL(new RegExp(`${next.path === "/" ? "/$" : `${next.path}$`}`));
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    });
  }
});
