import { CONTENT_CHECKS, checkContent, problemsOf, problemsOfContentError } from "./content-check";

const servicesCheck = CONTENT_CHECKS.find((c) => c.file === "app/content/services.ts")!;

describe("the content check", () => {
  it("passes the shipped content, in every language", async () => {
    expect(await checkContent()).toEqual([]);
    expect(CONTENT_CHECKS.map((c) => c.file)).toEqual(expect.arrayContaining(["app/content/site.ts", "app/content/sv/site.ts", "app/content/sv/pages.ts"]));
  });

  it("names the file, the entry and the field of a service without its title", async () => {
    const shipped = await servicesCheck.load();
    const services = (shipped.services as Record<string, unknown>[]).map((s, i) => (i === 2 ? { ...s, title: undefined } : s));
    expect(problemsOf(servicesCheck, { ...shipped, services })).toEqual(["app/content/services.ts: services[2]: title: expected a non-empty string"]);
  });

  it("names an entry by its title when a deeper field is wrong, and reports a missing export", async () => {
    const shipped = await servicesCheck.load();
    const services = (shipped.services as { title: string; features: string[] }[]).map((s, i) => (i === 0 ? { ...s, features: [" "] } : s));
    const { testimonials: _gone, ...rest } = shipped;
    expect(problemsOf(servicesCheck, { ...rest, services })).toEqual([
      `app/content/services.ts: services[0] ("${services[0]!.title}"): features[0]: expected a non-empty string`,
      "app/content/services.ts: testimonials: missing; the file must export it",
    ]);
  });

  it("says what a field expects", () => {
    const site = CONTENT_CHECKS.find((c) => c.file === "app/content/site.ts")!;
    const problems = problemsOf(site, { site: { ownerName: "", email: "nobody", github: "github.com/x", countryCode: "Sweden" } });
    expect(problems).toEqual(
      expect.arrayContaining([
        "app/content/site.ts: site.ownerName: expected a non-empty string",
        "app/content/site.ts: site.email: expected an e-mail address",
        "app/content/site.ts: site.github: expected an absolute address (https://…)",
        'app/content/site.ts: site.countryCode: expected a two-letter ISO country code ("SE")',
      ]),
    );
  });

  it("blames a project's mistake on the project, each field once, when a module that reads the projects fails to load", async () => {
    const projectError = () => {
      throw new Error('content/projects/x.md: invalid front matter\n  field "category": expected one of Railway, AI/ML, Optimization\n  field "status": expected one of Active, Beta');
    };
    const importer = (file: string) => ({ file, load: async () => projectError(), exports: {} });
    expect(await checkContent([importer("app/content/en/page-texts.ts"), importer("app/content/sv/pages.ts")])).toEqual([
      'content/projects/x.md: field "category": expected one of Railway, AI/ML, Optimization',
      'content/projects/x.md: field "status": expected one of Active, Beta',
    ]);
  });

  it("keeps a content error's line, and blames a module's own error on the module", async () => {
    expect(problemsOfContentError("content/projects/x.md:12: lab block: not valid JSON: a comma")).toEqual(["content/projects/x.md:12: lab block: not valid JSON: a comma"]);
    expect(problemsOfContentError("Cannot find module ./nowhere")).toBeUndefined();
    const broken = { file: "app/content/home.ts", load: async () => Promise.reject(new Error("Cannot find module ./nowhere\nmore")), exports: {} };
    expect(await checkContent([broken])).toEqual(["app/content/home.ts: could not be loaded: Cannot find module ./nowhere"]);
  });
});
