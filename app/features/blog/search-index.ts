import { type BlogPost, POST_LANGS, type PostLang } from "~/lib/content/blog-post";

/**
 * The compact index of every post and draft that search and the topic chips run over once the
 * posts no longer fit on one listing page (issue 26). Written at build time to
 * /blog/search-index.json (app/routes/blog-search-index.ts); a card needs nothing more, and
 * the reader fetches a body from the post's own page as it always did.
 */
export const SEARCH_INDEX_VERSION = 1;

/**
 * One post as the index stores it: `featured` only when true, `preview` only when not empty,
 * `lang` only when not English (the Swedish index marks its Swedish posts; an unmarked one is an
 * English post, shown as such there). Cards need no translation links.
 */
export interface IndexEntry extends Omit<BlogPost, "featured" | "preview" | "lang" | "translationOf" | "translations"> {
  featured?: true;
  preview?: string;
  lang?: Exclude<PostLang, "en">;
}

export interface SearchIndex {
  version: typeof SEARCH_INDEX_VERSION;
  posts: IndexEntry[];
}

/** Shapes the list's posts into the index, in the same order. */
export function toSearchIndex(posts: readonly BlogPost[]): SearchIndex {
  return {
    version: SEARCH_INDEX_VERSION,
    posts: posts.map(({ featured, preview, lang, translationOf: _original, translations: _translations, ...rest }) => ({
      ...rest,
      ...(featured ? { featured: true as const } : {}),
      ...(preview ? { preview } : {}),
      ...(lang && lang !== "en" ? { lang } : {}),
    })),
  };
}

const isString = (v: unknown): v is string => typeof v === "string";

/**
 * The posts of a fetched index, or an error naming what is wrong: a stale or foreign file must
 * not put half-filled cards on the page.
 */
export function fromSearchIndex(json: unknown): BlogPost[] {
  const index = json as Partial<SearchIndex> | null;
  if (!index || index.version !== SEARCH_INDEX_VERSION || !Array.isArray(index.posts)) {
    throw new Error("Not a blog search index of this version");
  }
  return index.posts.map((entry: Partial<IndexEntry>, i) => {
    const { slug, title, excerpt, date, readTime, views, tags, status, lang } = entry;
    if (
      !isString(slug) ||
      !isString(title) ||
      !isString(excerpt) ||
      !isString(date) ||
      !isString(readTime) ||
      typeof views !== "number" ||
      !Array.isArray(tags) ||
      !tags.every(isString) ||
      (status !== "Published" && status !== "Draft") ||
      (lang !== undefined && !(POST_LANGS as readonly unknown[]).includes(lang))
    ) {
      throw new Error(`Search index entry ${i} is malformed`);
    }
    return {
      slug,
      title,
      excerpt,
      date,
      readTime,
      views,
      tags,
      status,
      featured: entry.featured === true,
      preview: isString(entry.preview) ? entry.preview : "",
      ...(lang ? { lang } : {}),
    };
  });
}
