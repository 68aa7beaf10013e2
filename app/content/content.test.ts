import { availability, quickConnect, responseTimes } from "./contact";
import { journey } from "./journey";
import { PROJECT_STATUSES, projectCategories } from "./project";
import { loadProjectsSync } from "./projects.server";
import { processSteps, services, testimonials } from "./services";
import { site } from "./site";
import { skillCategories } from "./skills";

describe("journey", () => {
  it("lists its entries newest first", () => {
    expect(journey.length).toBeGreaterThan(0);
    const years = journey.map((e) => Number.parseInt(e.year, 10));
    expect(years).toEqual([...years].sort((a, b) => b - a));
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
  it("has categories with distinct names, none empty", () => {
    expect(skillCategories.length).toBeGreaterThan(0);
    expect(new Set(skillCategories.map((c) => c.name)).size).toBe(skillCategories.length);
    for (const c of skillCategories) expect(c.skills.length).toBeGreaterThan(0);
  });
});

describe("projects", () => {
  const projects = loadProjectsSync("en");
  it("has projects with unique ids", () => {
    expect(projects.length).toBeGreaterThan(0);
    expect(new Set(projects.map((p) => p.id)).size).toBe(projects.length);
  });

  it("uses only the known categories and statuses", () => {
    for (const p of projects) {
      expect(projectCategories).toContain(p.category);
      expect(PROJECT_STATUSES).toContain(p.status);
    }
  });

  it("links every repository over https under the site's GitHub account, with no demos", () => {
    for (const p of projects) {
      expect(p.github).toMatch(/^https:\/\//);
      expect(p.github.startsWith(`${site.github}/`)).toBe(true);
      expect(p.demo).toBeUndefined();
    }
    expect(new Set(projects.map((p) => p.github)).size).toBe(projects.length);
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
  it("has services with features and a valid contact each", () => {
    expect(services.length).toBeGreaterThan(0);
    for (const s of services) {
      expect(s.features.length).toBeGreaterThan(0);
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
  });

  it("numbers the process steps 1, 2, 3, … in order, each with a duration", () => {
    expect(processSteps.map((s) => s.step)).toEqual(processSteps.map((_, i) => i + 1));
    for (const s of processSteps) expect(s.duration.trim()).not.toBe("");
  });

  it("has complete testimonials", () => {
    expect(testimonials.length).toBeGreaterThan(0);
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
