import type { Page } from "~/content/pages";
import type { Project } from "~/content/projects";
import type { PaletteEntry } from "./ranking";

/** The little a post needs in the palette; generated at build time, without bodies. */
export interface PostSummary {
  slug: string;
  title: string;
}

/** A tag page in the palette: "Tag: UIC 406" goes to /blog/tags/uic-406. */
export interface TagSummary {
  slug: string;
  name: string;
  count: number;
}

export interface FileEntry extends PaletteEntry {
  mode: "files";
  kind: "page" | "post" | "tag" | "project";
  /** Where choosing it goes. */
  to: string;
  /** The page's file type, for its icon. */
  fileType: Page["type"];
}

/** Projects open the Portfolio with their category selected, scrolled to their card. */
export function projectHref(project: Pick<Project, "id" | "category">): string {
  return `/portfolio?category=${encodeURIComponent(project.category)}#project-${project.id}`;
}

/** "Go to file": the pages by file name, then published posts, projects by title, then tags. */
export function buildFileEntries(
  pages: readonly Pick<Page, "path" | "file" | "type" | "title">[],
  posts: readonly PostSummary[],
  projects: readonly Pick<Project, "id" | "title" | "category">[],
  tags: readonly TagSummary[] = [],
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
    ...tags.map((t) => ({
      id: `tag:${t.slug}`,
      mode: "files" as const,
      kind: "tag" as const,
      label: `Tag: ${t.name}`,
      detail: `blog/tags/${t.slug} · ${t.count} ${t.count === 1 ? "post" : "posts"}`,
      to: `/blog/tags/${t.slug}`,
      fileType: "markdown" as const,
    })),
  ];
}
