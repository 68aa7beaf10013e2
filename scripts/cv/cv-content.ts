import { cv } from "../../app/content/cv";
import { type JourneyEntry, journey } from "../../app/content/journey";
import { type Project, projects } from "../../app/content/projects";
import { services } from "../../app/content/services";
import { site } from "../../app/content/site";
import { type SkillCategory, skillCategories } from "../../app/content/skills";

/** Everything the CV shows, gathered from the site's content modules. */
export interface CvContent {
  name: string;
  role: string;
  location: string;
  availability: string;
  email: string;
  phone: string;
  siteUrl: string;
  github: string;
  linkedin: string;
  profile: string;
  journey: readonly JourneyEntry[];
  skills: readonly SkillCategory[];
  projects: readonly Project[];
  services: readonly { title: string; summary: string }[];
  /** Printed in the footer and the PDF metadata. */
  productName: string;
}

/** A service description's first sentence, cut at a comma when long: one line on the CV. */
export function serviceSummary(description: string, max = 100): string {
  const sentence = description.split(/[:;.](\s|$)/)[0]!.trim();
  if (sentence.length <= max) return sentence;
  const comma = sentence.lastIndexOf(",", max);
  return comma > 0 ? sentence.slice(0, comma) : `${sentence.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

export function selectProjects(all: readonly Project[], ids: readonly number[]): Project[] {
  if (ids.length < 4 || ids.length > 6) {
    throw new Error(`CV: list 4 to 6 projects in app/content/cv.ts (projectIds has ${ids.length}).`);
  }
  return ids.map((id) => {
    const project = all.find((p) => p.id === id);
    if (!project) throw new Error(`CV: app/content/cv.ts lists project id ${id}, which app/content/projects.ts does not have.`);
    return project;
  });
}

export function cvContent(): CvContent {
  return {
    name: site.ownerName,
    role: site.role,
    location: site.location,
    availability: site.availability,
    email: site.email,
    phone: site.phone,
    siteUrl: site.siteUrl,
    github: site.github,
    linkedin: site.linkedin,
    profile: cv.profile,
    journey,
    skills: skillCategories,
    projects: selectProjects(projects, cv.projectIds),
    services: services.map((s) => ({ title: s.title, summary: serviceSummary(s.description) })),
    productName: site.productName,
  };
}
