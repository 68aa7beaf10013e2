import { ROUTES, expect, test } from "./fixtures";

test.describe("security headers", () => {
  for (const path of ["/", "/blog", "/does-not-exist"]) {
    test(`${path} is served with the strict headers`, async ({ request }) => {
      const res = await request.get(path);
      const h = res.headers();
      const csp = h["content-security-policy"] ?? "";
      const scriptSrc = csp.match(/script-src ([^;]+)/)?.[1] ?? "";
      expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/connect-src 'self'/);
      expect(h["strict-transport-security"]).toContain("max-age=");
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(h["permissions-policy"]).toContain("camera=()");
    });
  }

  test("the static-host _headers file sends the server's policy, allowing every page's scripts", async ({ request }) => {
    // _headers is not served (404); compare through the build output instead. The server sends
    // each page only its own scripts' hashes; _headers has one policy for every path.
    const { readFileSync } = await import("node:fs");
    const file = readFileSync(`${process.env.BUILD_DIR || "build"}/client/_headers`, "utf8");
    const inFile = /Content-Security-Policy: (.*)/.exec(file)?.[1] ?? "";
    const hashes = (csp: string) => csp.match(/'sha256-[^']+'/g) ?? [];
    const otherDirectives = (csp: string) => csp.replace(/script-src [^;]*/, "script-src");
    for (const path of ["/", "/blog", "/blog/uic-406-timetable-compression"]) {
      const served = (await request.get(path)).headers()["content-security-policy"] ?? "";
      expect(otherDirectives(served), path).toBe(otherDirectives(inFile));
      expect(hashes(served).length, path).toBeGreaterThan(0);
      expect(hashes(inFile), path).toEqual(expect.arrayContaining(hashes(served)));
      expect(hashes(served).length, path).toBeLessThan(hashes(inFile).length);
    }
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
