/**
 * Build time only: the source of `virtual:palette-posts` (see vite.config.ts), what "Go to file"
 * lists in each language besides the pages' file names: the pages' titles, every published post
 * (slug and title), the tag pages and the projects (id, title, category, case study), read through the same
 * validated loaders and content modules as the pages. Only the lazily loaded palette imports it,
 * so post bodies and project descriptions never ship and the first load is unchanged.
 * Relative imports: Vite's module runner loads this file without the app's path aliases.
 */
import { listedPosts } from "../../lib/content/blog-listing";
import { postLang, type PostLang } from "../../lib/content/blog-post";
import { pageTexts as enPageTexts } from "../../lib/content/page-texts";
import type { PagePath } from "../../lib/content/pages";
import { POSTS_DIR, loadAllPosts } from "../../lib/content/posts.server";
import { pageTexts as svPageTexts } from "../../lib/content/sv/page-texts";
import { loadProjectsSync } from "../../lib/content/projects.server";
import { tagGroups } from "../../lib/content/tags";
import { LOCALES, type Locale } from "../../lib/i18n/locale";
import type { PostSummary, ProjectSummary, TagSummary } from "./files";

/** What the palette lists on a page in one language. */
export interface PaletteIndex {
  /** Each page's title, by the route table's path. */
  titles: Record<PagePath, string>;
  posts: PostSummary[];
  tags: TagSummary[];
  projects: ProjectSummary[];
}

/**
 * The published posts a language's palette lists: those its blog lists (`listedPosts`). English
 * pages list the English posts (a Swedish post has no page under /blog); Swedish pages list the
 * Swedish posts and the English ones without a Swedish translation, marked `lang: "en"`: those
 * lead to their English page, as on the Swedish blog.
 */
export async function postIndex(dir: string = POSTS_DIR, lang: PostLang = "en"): Promise<PostSummary[]> {
  const published = (await loadAllPosts(dir)).filter((p) => p.status === "Published");
  return listedPosts(published, lang).map(({ slug, title, ...post }) =>
    postLang(post) === lang ? { slug, title } : { slug, title, lang: postLang(post) },
  );
}

/**
 * Every tag page of `lang`'s blog (issue 27): its address segment, name and post count. A tag
 * only posts in another language carry (an English-only post's tag on the Swedish blog) is
 * marked with that language, as its name is in it.
 */
export async function tagIndex(dir: string = POSTS_DIR, lang: PostLang = "en"): Promise<TagSummary[]> {
  return tagGroups(await loadAllPosts(dir), lang).map((g) => {
    const langs = new Set(g.posts.map(postLang));
    const [only] = langs;
    return { slug: g.slug, name: g.name, count: g.posts.length, ...(langs.size === 1 && only !== lang ? { lang: only } : {}) };
  });
}

const TITLES = { en: enPageTexts, sv: svPageTexts } as const;

export async function paletteIndex(locale: Locale, dir: string = POSTS_DIR): Promise<PaletteIndex> {
  const texts = TITLES[locale];
  const titles = Object.fromEntries(Object.entries(texts).map(([path, text]) => [path, text.title])) as Record<PagePath, string>;
  return {
    titles,
    posts: await postIndex(dir, locale),
    tags: await tagIndex(dir, locale),
    // A case study (issue 49) is found by its title too: its slug says where its page is.
    projects: loadProjectsSync(locale).map(({ id, slug, title, category, caseStudy }) => ({ id, title, category, ...(caseStudy ? { caseStudySlug: slug } : {}) })),
  };
}

/**
 * A named export per language, holding the index of each language the build makes (every one in
 * the dev server, its own in a per-language build: app/lib/i18n/build-locale.ts) and `undefined`
 * for the others, whose pages this build never renders.
 */
export async function postIndexModule(locales: readonly Locale[] = LOCALES): Promise<string> {
  const parts = await Promise.all(LOCALES.map(async (locale) => `export const ${locale} = ${locales.includes(locale) ? JSON.stringify(await paletteIndex(locale)) : "undefined"};`));
  return parts.join("\n");
}
