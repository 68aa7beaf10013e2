import { postPath } from "~/lib/content/blog-post";
import { LAB_FILE, type Page } from "~/lib/content/pages";
import { type Project, type ProjectCategory, caseStudyPath } from "~/lib/content/project";
import { type Locale, localizePath } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { PaletteEntry } from "./ranking";

/** The little a post needs in the palette; generated at build time, without bodies. */
export interface PostSummary {
  slug: string;
  title: string;
  /** Set when the post is in another language than the page (an English post on a Swedish page). */
  lang?: Locale;
}

/** A tag page in the palette: "Tag: UIC 406" goes to /blog/tags/uic-406. */
export interface TagSummary {
  slug: string;
  name: string;
  count: number;
  /** Set when the tag's name is in another language than the page. */
  lang?: Locale;
}

/** A project as the palette lists it: no description, no pictures; the slug of its case study, if any. */
export type ProjectSummary = Pick<Project, "id" | "title" | "category"> & { caseStudySlug?: string };

export interface FileEntry extends PaletteEntry {
  mode: "files";
  kind: "page" | "post" | "tag" | "project" | "case-study";
  /** Where choosing it goes. */
  to: string;
  /** The page's file type, for its icon. */
  fileType: Page["type"];
}

/** Projects open the Portfolio with their category selected, scrolled to their card. */
export function projectHref(project: Pick<Project, "id" | "category">): string {
  return `/portfolio?category=${encodeURIComponent(project.category)}#project-${project.id}`;
}

/** The sample categories' names in each language; an owner's own category shows as written. */
const CATEGORY: Partial<Record<ProjectCategory, typeof m.palette_category_railway>> = {
  Railway: m.palette_category_railway,
  "AI/ML": m.palette_category_ai_ml,
  Optimization: m.palette_category_optimization,
};
const categoryName = (category: ProjectCategory, t: ReturnType<typeof translate>) => {
  const message = CATEGORY[category];
  return message ? t(message) : category;
};

/** Part of a label in another language than the page: from `from` to the end. */
const foreign = (label: string, part: string, lang: Locale | undefined, locale: Locale) =>
  lang && lang !== locale ? { labelLang: { lang, from: label.length - part.length } } : {};

/**
 * "Go to file": the pages by file name, then published posts, projects by title, case studies, then tags, each
 * leading to its page in `locale` (an English-only post listed on a Swedish page: to its English
 * page). Page titles, posts and projects come in that language already.
 */
export function buildFileEntries(
  pages: readonly (Pick<Page, "path" | "file" | "type"> & { title: string })[],
  posts: readonly PostSummary[],
  projects: readonly ProjectSummary[],
  tags: readonly TagSummary[] = [],
  locale: Locale = "en",
): FileEntry[] {
  const t = translate(locale);
  return [
    ...pages.map((p) => ({
      id: `page:${p.path}`,
      mode: "files" as const,
      kind: "page" as const,
      label: p.file,
      detail: p.title,
      to: localizePath(p.path, locale),
      fileType: p.type,
    })),
    // The capacity lab's own page (issue 37): a file to go to, not one of the six tabs.
    { id: "page:/lab", mode: "files" as const, kind: "page" as const, label: LAB_FILE, detail: t(m.lab_palette_open), to: localizePath("/lab", locale), fileType: "typescript" as const },
    ...posts.map((p) => ({
      id: `post:${p.slug}`,
      mode: "files" as const,
      kind: "post" as const,
      label: p.title,
      ...foreign(p.title, p.title, p.lang, locale),
      ...(p.lang === "en" && locale !== "en" ? { note: t(m.palette_post_in_english) } : {}),
      detail: `blog/${p.slug}.md`,
      to: postPath(p.slug, p.lang ?? locale),
      fileType: "markdown" as const,
    })),
    ...projects.map((p) => ({
      id: `project:${p.id}`,
      mode: "files" as const,
      kind: "project" as const,
      label: p.title,
      detail: `portfolio.json › ${categoryName(p.category, t)}`,
      to: localizePath(projectHref(p), locale),
      fileType: "json" as const,
    })),
    // A case study (issue 49): its page, found by the project's title.
    ...projects.flatMap((p) =>
      p.caseStudySlug
        ? [
            {
              id: `case-study:${p.caseStudySlug}`,
              mode: "files" as const,
              kind: "case-study" as const,
              label: t(m.palette_case_study, { title: p.title }),
              detail: `portfolio/${p.caseStudySlug}.md`,
              to: caseStudyPath(p.caseStudySlug, locale),
              fileType: "markdown" as const,
            },
          ]
        : [],
    ),
    ...tags.map((tag) => {
      const label = t(m.palette_tag, { name: tag.name });
      const count = t(tag.count === 1 ? m.palette_tag_posts_one : m.palette_tag_posts_other, { count: String(tag.count) });
      return {
        id: `tag:${tag.slug}`,
        mode: "files" as const,
        kind: "tag" as const,
        label,
        ...foreign(label, tag.name, tag.lang, locale),
        detail: `blog/tags/${tag.slug} · ${count}`,
        to: localizePath(`/blog/tags/${tag.slug}`, locale),
        fileType: "markdown" as const,
      };
    }),
  ];
}
