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

  test("the static-host _headers file sends the same policy as the server", async ({ request }) => {
    // _headers is not served (404); compare through the build output instead.
    const { readFileSync } = await import("node:fs");
    const file = readFileSync(`${process.env.BUILD_DIR || "build"}/client/_headers`, "utf8");
    const served = (await request.get("/")).headers()["content-security-policy"];
    expect(file).toContain(`Content-Security-Policy: ${served}`);
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
