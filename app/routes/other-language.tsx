import { type ClientLoaderFunctionArgs, redirectDocument } from "react-router";

/**
 * Another language's address, as a per-language build sees it (app/routes.ts, ownLanguage).
 * This build's scripts hold only its own language's strings, so a link to the other language (the
 * language control, an English post listed on the Swedish blog) loads that page as a document,
 * from its own build, rather than rendering it here. (A fragment does not reach a loader, so
 * it is not kept.)
 */
export function clientLoader({ request }: ClientLoaderFunctionArgs): never {
  const url = new URL(request.url);
  throw redirectDocument(url.pathname + url.search);
}

export default function OtherLanguage() {
  return null;
}
