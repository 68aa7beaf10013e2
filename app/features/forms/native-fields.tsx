import { type FormName, formResult } from "~/content/form-results";
import { site } from "~/content/site";

/**
 * The success page a native post returns to: a path for the local inbox, an absolute URL of
 * this site for an external (Formspree-compatible) endpoint, which reads it from `_next`.
 */
export function nextUrl(path: string, endpoint: string = site.formEndpoint, siteUrl: string = site.siteUrl): string {
  return endpoint.startsWith("/") ? path : `${siteUrl}${path}`;
}

/**
 * Hidden fields a form needs when the browser posts it itself (before or without JavaScript).
 * The JSON request of the hydrated form is built from the visible fields only, so it stays as
 * the spec defines it.
 */
export function NativeFields({ form, fields }: { form: FormName; fields: Record<string, string> }) {
  return (
    <>
      <input type="hidden" name="_next" value={nextUrl(formResult(form, true).path)} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
