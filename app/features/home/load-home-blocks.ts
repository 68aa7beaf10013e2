import type { Locale } from "~/lib/i18n/locale";
import type { HomeBlocks } from "./home-blocks";

const loading = new Map<Locale, Promise<HomeBlocks>>();

/**
 * The home page's static blocks in a language, loaded once: by the prerender, and in the browser
 * only when it renders the page itself (a client-side navigation); a page that hydrated from its
 * HTML never loads them. The promise is kept, as React's `use` needs the same one each render.
 */
export function loadHomeBlocks(locale: Locale): Promise<HomeBlocks> {
  let blocks = loading.get(locale);
  if (!blocks) {
    blocks = (locale === "sv" ? import("./home-blocks-sv") : import("./home-blocks-en")).then((module) => module.default());
    loading.set(locale, blocks);
  }
  return blocks;
}
