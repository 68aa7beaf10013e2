import { CONTENT_CHECKS, checkContent, problemsOf } from "./content-check";

const servicesCheck = CONTENT_CHECKS.find((c) => c.file === "app/content/services.ts")!;

describe("the content check", () => {
  it("passes the shipped content, in every language", async () => {
    expect(await checkContent()).toEqual([]);
    expect(CONTENT_CHECKS.map((c) => c.file)).toEqual(expect.arrayContaining(["app/content/site.ts", "app/content/sv/site.ts", "app/content/sv/pages.ts"]));
  });

  it("names the file, the entry and the field of a service without its title", async () => {
    const shipped = await servicesCheck.load();
    // The last service, however many the owner offers.
    const last = (shipped.services as unknown[]).length - 1;
    const services = (shipped.services as Record<string, unknown>[]).map((s, i) => (i === last ? { ...s, title: undefined } : s));
    expect(problemsOf(servicesCheck, { ...shipped, services })).toEqual([`app/content/services.ts: services[${last}]: title: expected a non-empty string`]);
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
});
