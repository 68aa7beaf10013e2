import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";

/**
 * The CI and deploy workflows and the host configs are read by machines we cannot run here:
 * these checks hold the facts that matter to what the repository says elsewhere.
 */
const root = join(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

type Step = { name?: string; uses?: string; run?: string; if?: string; with?: Record<string, unknown>; env?: Record<string, string> };
type Job = { if?: string; needs?: string | string[]; permissions?: Record<string, string>; steps: Step[]; environment?: { name: string } };
type Workflow = {
  name: string;
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress": boolean };
  jobs: Record<string, Job>;
};

const pkg = JSON.parse(read("package.json")) as {
  engines: { node: string };
  volta?: unknown;
  devEngines?: unknown;
  scripts: Record<string, string>;
};
const ci = parseYaml(read(".github/workflows/ci.yml")) as Workflow;
const deploy = parseYaml(read(".github/workflows/deploy.yml")) as Workflow;
const netlify = parseToml(read("netlify.toml")) as {
  build: { command: string; publish: string; environment: Record<string, string> };
  redirects?: Array<{ from: string; to: string; status?: number }>;
  headers?: unknown;
};

const steps = (wf: Workflow) => Object.values(wf.jobs).flatMap((job) => job.steps);
const stepUsing = (wf: Workflow, action: string) => steps(wf).filter((s) => s.uses?.startsWith(`${action}@`));
const minimumNode = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(pkg.engines.node)?.[1];

describe("Node version: one source, engines.node in package.json", () => {
  it("engines.node is a lower bound the hosts can be given", () => {
    expect(minimumNode).toMatch(/^\d+\.\d+/);
  });

  it("setup-node reads engines.node in both workflows (nothing in package.json takes precedence)", () => {
    // actions/setup-node prefers volta.node and devEngines.runtime over engines.node.
    expect(pkg.volta).toBeUndefined();
    expect(pkg.devEngines).toBeUndefined();
    for (const wf of [ci, deploy]) {
      const setups = stepUsing(wf, "actions/setup-node");
      expect(setups).toHaveLength(1);
      expect(setups[0]?.with).toMatchObject({ "node-version-file": "package.json", cache: "npm" });
      expect(setups[0]?.with).not.toHaveProperty("node-version");
    }
  });

  it("Netlify builds with the lowest Node that engines allows", () => {
    expect(netlify.build.environment.NODE_VERSION).toBe(minimumNode);
  });
});

describe("CI workflow", () => {
  it("runs on every push and pull request", () => {
    expect(Object.keys(ci.on).sort()).toEqual(["pull_request", "push"]);
  });

  it("installs with npm ci, gets Playwright's Chromium through CHROMIUM_PATH, then runs npm test", () => {
    const runs = steps(ci).map((s) => s.run ?? "");
    const install = runs.findIndex((r) => r.trim() === "npm ci --no-audit --no-fund");
    const browser = runs.findIndex(
      (r) => r.includes("npx playwright install --with-deps chromium") && /CHROMIUM_PATH=.*>> "\$GITHUB_ENV"/.test(r),
    );
    const test = runs.findIndex((r) => r.trim() === "npm test");
    expect(install).toBeGreaterThanOrEqual(0);
    expect(browser).toBeGreaterThan(install);
    expect(test).toBeGreaterThan(browser);
    // npm test is the README's command: type check, lint, unit tests, build, browser tests.
    expect(pkg.scripts.test).toContain("npm run test:e2e");
  });

  it("keeps the Playwright report and test results when a step fails", () => {
    const [upload] = stepUsing(ci, "actions/upload-artifact");
    expect(upload?.if).toBe("failure()");
    expect(String(upload?.with?.path)).toContain("playwright-report/");
    expect(String(upload?.with?.path)).toContain("test-results/");
    expect(read("playwright.config.ts")).toMatch(/process\.env\.CI \? \[\["list"\], \["html"/);
  });

  it("may only read the repository", () => {
    expect(ci.permissions).toEqual({ contents: "read" });
    for (const job of Object.values(ci.jobs)) expect(job.permissions).toBeUndefined();
  });
});

describe("Deploy workflow (GitHub Pages)", () => {
  const build = deploy.jobs.build!;
  const publish = deploy.jobs.deploy!;
  const buildStep = build.steps.find((s) => s.run?.trim() === "npm run build");

  it("runs only once CI has passed for a push to main, and builds the commit CI tested", () => {
    // No other trigger: a push or a manual run would publish a commit no test has passed.
    expect(deploy.on).toEqual({ workflow_run: { workflows: [ci.name], types: ["completed"], branches: ["main"] } });
    expect(ci.name).toBe("CI");
    expect(Object.keys(ci.jobs)).toContain("test");
    expect(build.if).toBe("github.event.workflow_run.conclusion == 'success' && github.event.workflow_run.event == 'push'");
    expect(publish.needs).toBe("build");
    const [checkout] = stepUsing(deploy, "actions/checkout");
    expect(checkout?.with?.ref).toBe("${{ github.event.workflow_run.head_sha }}");
    expect(deploy.concurrency).toEqual({ group: "pages", "cancel-in-progress": false });
  });

  it("passes the form endpoint and the site URL to the build, from repository settings", () => {
    expect(buildStep?.env?.VITE_FORM_ENDPOINT).toBe("${{ vars.VITE_FORM_ENDPOINT || secrets.VITE_FORM_ENDPOINT }}");
    expect(buildStep?.env?.SITE_URL).toMatch(/^\$\{\{ vars\.SITE_URL \|\| /);
  });

  it("publishes build/client with the official Pages actions", () => {
    const steps = build.steps.map((s) => s.uses ?? s.run?.trim());
    const [upload] = stepUsing(deploy, "actions/upload-pages-artifact");
    expect(upload?.with).toEqual({ path: "build/client" });
    expect(steps.indexOf(upload!.uses)).toBeGreaterThan(steps.indexOf("npm run build"));
    expect(publish.steps.map((s) => s.uses)).toEqual([expect.stringMatching(/^actions\/deploy-pages@/)]);
    expect(publish.environment?.name).toBe("github-pages");
  });

  it("stops a project site (served under /<repository>/) before it is published", () => {
    const guard = build.steps.find((s) => s.if === "steps.pages.outputs.base_path != ''");
    expect(guard?.run).toContain("exit 1");
    expect(build.steps.indexOf(guard!)).toBeLessThan(build.steps.indexOf(buildStep!));
  });

  it("grants least privilege: nothing by default, read to build, Pages write and OIDC to publish", () => {
    expect(deploy.permissions).toEqual({});
    expect(build.permissions).toEqual({ contents: "read", pages: "read" });
    expect(publish.permissions).toEqual({ pages: "write", "id-token": "write" });
  });
});

describe("Actions", () => {
  it("are pinned to a full commit SHA or an exact major version, never a branch", () => {
    const uses = [...steps(ci), ...steps(deploy)].flatMap((s) => (s.uses ? [s.uses] : []));
    expect(uses.length).toBeGreaterThan(5);
    for (const ref of uses) expect(ref).toMatch(/^actions\/[a-z-]+@(v\d+|[0-9a-f]{40})$/);
  });

  it("check out without leaving the token in .git", () => {
    for (const wf of [ci, deploy]) {
      expect(stepUsing(wf, "actions/checkout").every((s) => s.with?.["persist-credentials"] === false)).toBe(true);
    }
  });
});

describe("netlify.toml", () => {
  it("builds with npm run build and publishes build/client", () => {
    expect(netlify.build.command).toBe("npm run build");
    expect(netlify.build.publish).toBe("build/client");
  });

  it("leaves headers to build/client/_headers and unknown paths to 404.html", () => {
    // [[headers]] would replace the generated security headers; a catch-all rewrite (the usual
    // SPA recipe) would answer every unknown path with 200 and hide the 404 page.
    expect(netlify.headers).toBeUndefined();
    expect(netlify.redirects ?? []).not.toContainEqual(expect.objectContaining({ from: "/*" }));
  });

  it("answers an unknown Swedish address with the Swedish 404 page, status 404", () => {
    expect(netlify.redirects).toEqual([{ from: "/sv/*", to: "/sv/404.html", status: 404 }]);
  });
});

describe(".github/dependabot.yml", () => {
  type Update = { "package-ecosystem": string; directory: string; schedule: { interval: string }; groups?: Record<string, { "update-types"?: string[] }> };
  const dependabot = parseYaml(read(".github/dependabot.yml")) as { version: number; updates: Update[] };

  it("offers weekly npm and GitHub Actions updates, minor and patch grouped", () => {
    // The fields Dependabot's schema requires, and only the values it accepts.
    expect(dependabot.version).toBe(2);
    expect(dependabot.updates.map((u) => u["package-ecosystem"]).sort()).toEqual(["github-actions", "npm"]);
    for (const update of dependabot.updates) {
      expect(update.directory).toBe("/");
      expect(update.schedule.interval).toBe("weekly");
      const types = Object.values(update.groups ?? {}).flatMap((g) => g["update-types"] ?? []);
      expect(types.sort()).toEqual(["minor", "patch"]);
    }
  });
});
