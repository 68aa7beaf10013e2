import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

/**
 * A tag page's description, unique to each tag: "4 articles tagged Optimization, newest first:
 * “A”, “B” and “C”.", "3 artiklar med taggen Järnväg, nyast först: ”A”, ”B” och ”C”."
 */
export function tagDescription(name: string, total: number, titles: readonly string[], locale: Locale = "en"): string {
  const t = translate(locale);
  const shown = titles.slice(0, 3).map((text) => t(m.blog_quoted, { text }));
  const list =
    total > shown.length
      ? t(m.blog_list_more, { list: shown.join(", ") })
      : shown.length > 1
        ? t(m.blog_list_and, { first: shown.slice(0, -1).join(", "), last: shown.at(-1)! })
        : (shown[0] ?? "");
  return total === 1
    ? t(m.blog_tag_description_one, { count: total, tag: name, list })
    : t(m.blog_tag_description, { count: total, tag: name, list });
}

/** A tag page's title: "Posts tagged “ML”", with its page number once it has several. */
export function tagTitle(name: string, page: number, pages: number, locale: Locale = "en"): string {
  const t = translate(locale);
  return pages > 1 ? t(m.blog_tag_title_paged, { tag: name, page, pages }) : t(m.blog_tag_title, { tag: name });
}
