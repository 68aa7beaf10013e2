import { type FormName, formResult } from "~/lib/content/form-results";
import { site } from "~/lib/content/site";
import { type Locale, localizePath } from "~/lib/i18n/locale";
import { languageField } from "./payloads";

/**
 * The success page a native post returns to: a path for the local inbox, an absolute URL of
 * this site for an external (Formspree-compatible) endpoint, which reads it from `_next`.
 */
export function nextUrl(path: string, endpoint: string = site.formEndpoint, siteUrl: string = site.siteUrl): string {
  return endpoint.startsWith("/") ? path : `${siteUrl}${path}`;
}

/**
 * Hidden fields a form needs when the browser posts it itself (before or without JavaScript):
 * the success page in the page's language, the fixed fields, and on a page not in English the
 * language (`lang`), which also tells the local inbox which language's failure and wait pages
 * to answer with. They come before the visible fields, so a body the inbox cuts at its size
 * limit still names its language. The JSON request of the hydrated form is built from the
 * visible fields only, so it stays as the spec defines it.
 */
export function NativeFields({ form, fields, locale }: { form: FormName; fields: Record<string, string>; locale: Locale }) {
  const hidden = { ...fields, ...languageField(locale) };
  return (
    <>
      <input type="hidden" name="_next" value={nextUrl(localizePath(formResult(form, true).path, locale))} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
