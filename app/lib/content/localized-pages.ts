// Relative imports: the build scripts (share cards) import this outside the app's aliases.
/**
 * A page of the route table with its texts in one language. Route loaders call this while
 * prerendering, so a page's data carries its own language's texts and the browser never loads
 * the other's; the route table (pages.ts) keeps the structure every language shares.
 */
import { type Locale, localeOfPath } from "../i18n/locale";
import { type PageText, pageTexts as english } from "./page-texts";
import { type Page, type PagePath, pageByPath } from "./pages";
import { pageTexts as swedish } from "./sv/page-texts";

const TEXTS = { en: english, sv: swedish } as const;

export interface LocalizedPage extends Page, PageText {
  locale: Locale;
}

export function localizedPage(path: PagePath, locale: Locale): LocalizedPage {
  return { ...pageByPath(path), ...TEXTS[locale][path], locale };
}

/** What every page route's loader returns: the page in the language of the address asked for. */
export function pageData(path: PagePath, request: Request): { page: LocalizedPage } {
  return { page: localizedPage(path, localeOfPath(new URL(request.url).pathname)) };
}
