import { availability, quickConnect, responseTimes } from "./contact";
import { journey } from "./journey";
import { projectCategories } from "./project";
import { loadProjectsSync } from "./projects.server";
import { processSteps, services, testimonials } from "./services";
import { site } from "./site";
import { skillCategories } from "./skills";

describe("journey", () => {
  it("has the spec's four entries in order", () => {
    expect(journey.map((e) => [e.year, e.type])).toEqual([
      ["2024", "work"],
      ["2023", "freelance"],
      ["2022", "education"],
      ["2022", "education"],
    ]);
    expect(journey[1]?.location).toBe("Remote");
  });

  it("fills every field", () => {
    for (const e of journey) {
      expect(e.title && e.company && e.location && e.description).toBeTruthy();
      expect(e.tech.length).toBeGreaterThan(0);
      expect(e.achievements.length).toBeGreaterThan(0);
    }
  });
});

describe("skills", () => {
  it("has the six categories in the spec's order, none empty", () => {
    expect(skillCategories.map((c) => c.name)).toEqual([
      "Optimization & AI",
      "Machine Learning & Generative AI",
      "Simulation & Modeling",
      "Frameworks & Tools",
      "Cloud & DevOps",
      "Data & Databases",
    ]);
    for (const c of skillCategories) expect(c.skills.length).toBeGreaterThan(0);
  });
});

describe("projects", () => {
  const projects = loadProjectsSync("en");
  it("has 18 projects with unique ids", () => {
    expect(projects).toHaveLength(18);
    expect(new Set(projects.map((p) => p.id)).size).toBe(18);
  });

  it("covers the three categories and the four statuses in use", () => {
    expect(new Set(projects.map((p) => p.category))).toEqual(new Set(projectCategories));
    expect(new Set(projects.map((p) => p.status))).toEqual(new Set(["Production", "Active", "Research", "Completed"]));
  });

  it("links every repository over https under the site's GitHub account, with no demos", () => {
    for (const p of projects) {
      expect(p.github).toMatch(/^https:\/\//);
      expect(p.github.startsWith(`${site.github}/`)).toBe(true);
      expect(p.demo).toBeUndefined();
    }
    expect(new Set(projects.map((p) => p.github)).size).toBe(18);
  });

  it("gives every project an emoji, tech tags and results", () => {
    for (const p of projects) {
      expect(p.image).toMatch(/\p{Extended_Pictographic}/u);
      expect(p.title && p.description).toBeTruthy();
      expect(p.tech.length).toBeGreaterThan(0);
      expect(p.results.length).toBeGreaterThan(0);
    }
  });
});

describe("services", () => {
  it("has five services with five features and a valid contact each", () => {
    expect(services).toHaveLength(5);
    for (const s of services) {
      expect(s.features).toHaveLength(5);
      if (s.contact.type === "work") {
        expect(s.contact.email).toBe(site.email);
        expect(s.contact.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
        expect(s.contact.phone).toBe(site.phone);
        expect(s.contact.phone.replace(/[^\d+]/g, "")).toMatch(/^\+?\d{6,15}$/);
      } else {
        expect(s.contact.url).toBe(site.marketplaceUrl);
        expect(s.contact.url).toMatch(/^https:\/\//);
        expect(s.contact.label).toBeTruthy();
      }
    }
    expect(new Set(services.map((s) => s.contact.type))).toEqual(new Set(["work", "marketplace"]));
  });

  it("has the four process steps with the spec's durations", () => {
    expect(processSteps.map((s) => s.step)).toEqual([1, 2, 3, 4]);
    expect(processSteps.map((s) => s.duration)).toEqual(["1-2 days", "2-3 days", "2-8 weeks", "Ongoing"]);
  });

  it("has four complete testimonials", () => {
    expect(testimonials).toHaveLength(4);
    for (const t of testimonials) expect(t.name && t.role && t.content && t.tech).toBeTruthy();
  });
});

describe("contact", () => {
  it("lists Email, GitHub, LinkedIn and Location from the site config", () => {
    expect(quickConnect.map((q) => q.label)).toEqual(["Email", "GitHub", "LinkedIn", "Location"]);
    expect(quickConnect[0]?.href).toBe(`mailto:${site.email}`);
    expect(quickConnect[1]).toMatchObject({ href: site.github, external: true });
    expect(quickConnect[2]).toMatchObject({ href: site.linkedin, external: true });
    expect(quickConnect[3]).toMatchObject({ value: site.location });
  });

  it("has the spec's availability badges and response times", () => {
    expect(availability.badges).toEqual(["Remote", "Consultation", "Long-term"]);
    expect(responseTimes.map((r) => r.time)).toEqual(["Under 24 hours", "1-3 days", "Same day"]);
  });
});
