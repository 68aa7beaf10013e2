import type { Page } from "~/content/pages";
import type { Project } from "~/content/projects";
import type { PaletteEntry } from "./ranking";

/** The little a post needs in the palette; generated at build time, without bodies. */
export interface PostSummary {
  slug: string;
  title: string;
}

export interface FileEntry extends PaletteEntry {
  mode: "files";
  kind: "page" | "post" | "project";
  /** Where choosing it goes. */
  to: string;
  /** The page's file type, for its icon. */
  fileType: Page["type"];
}

/** Projects open the Portfolio with their category selected, scrolled to their card. */
export function projectHref(project: Pick<Project, "id" | "category">): string {
  return `/portfolio?category=${encodeURIComponent(project.category)}#project-${project.id}`;
}

/** "Go to file": the pages by file name, then published posts, then projects, by title. */
export function buildFileEntries(
  pages: readonly Pick<Page, "path" | "file" | "type" | "title">[],
  posts: readonly PostSummary[],
  projects: readonly Pick<Project, "id" | "title" | "category">[],
): FileEntry[] {
  return [
    ...pages.map((p) => ({
      id: `page:${p.path}`,
      mode: "files" as const,
      kind: "page" as const,
      label: p.file,
      detail: p.title,
      to: p.path,
      fileType: p.type,
    })),
    ...posts.map((p) => ({
      id: `post:${p.slug}`,
      mode: "files" as const,
      kind: "post" as const,
      label: p.title,
      detail: `blog/${p.slug}.md`,
      to: `/blog/${p.slug}`,
      fileType: "markdown" as const,
    })),
    ...projects.map((p) => ({
      id: `project:${p.id}`,
      mode: "files" as const,
      kind: "project" as const,
      label: p.title,
      detail: `portfolio.json › ${p.category}`,
      to: projectHref(p),
      fileType: "json" as const,
    })),
  ];
}
