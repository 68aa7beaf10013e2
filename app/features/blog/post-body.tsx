import { Fragment, type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { type BodyPart, bodyHtml } from "~/lib/content/body";
import type { ScenarioCode } from "~/lib/capacity/codec";
import { MATH_STYLESHEET, hasMath } from "~/lib/content/math";
import { cn } from "~/lib/cn";
import { inSiteMove } from "~/lib/in-site-link";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { copyCodeFromClick, revealCopyButtons } from "./copy";
import { useAnnouncement } from "./use-announcement";

/** The attribute of the HTML parts' wrappers in a body with figures. */
export const PART_ATTR = "data-body-part";

/**
 * A post body, rendered and sanitised at build time (app/lib/content/markdown.server.ts). The
 * code blocks' Copy buttons ship hidden in that HTML; this shows them and handles their
 * clicks (one listener for the whole body), announcing the result in a live region. A link to
 * another page of the site moves through the router, as a `<Link>` does, not by a document load.
 */
export function PostBody({ body, className, lang, figure }: {
  body: readonly BodyPart[];
  className?: string;
  lang?: string | undefined;
  /** A live figure between the HTML parts (the route's island); without it (the blog's reader) a figure is left out. */
  figure?: (code: ScenarioCode) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const locale = useLocale();
  const t = translate(locale);
  // The words on the Copy button and in the live region are the page's, whatever the post's.
  const copy = t(m.post_copy);
  const copyCode = t(m.post_copy_code);
  const copied = t(m.post_copied);
  const failedShort = t(m.post_copy_button_failed);
  const failed = t(m.post_copy_failed);
  const { message, announce } = useAnnouncement();
  const navigate = useNavigate();
  // A prerendered page carries its HTML parts once, in the page, not again in its hydration data
  // (scripts/build/postbuild.ts, withoutBodyInData): hydrating, they come from the page itself.
  const given = body.some((p) => "html" in p && p.html !== "");
  const [inPage] = useState(() => (given ? [] : htmlInPage()));
  const parts = body.flatMap((p, i): BodyPart[] => ("html" in p ? [{ html: p.html || (inPage[i] ?? "") }] : figure ? [p] : []));
  const html = bodyHtml(parts);
  // KaTeX's whole stylesheet, for a body the browser was given: the reader's, or a client-side
  // navigation's, which React holds until the sheet has loaded. A prerendered page carries its
  // formulas' part of it inline instead (scripts/build/postbuild.ts), so nothing of KaTeX's is
  // requested before its first paint; linked after hydration, the sheet would be a suspending
  // update, and React would hide the page until it loaded.
  const linkMathSheet = given && hasMath(html) && typeof document !== "undefined";

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    revealCopyButtons(root, lang ? { lang: locale, copy, copyCode } : undefined);
    const onClick = async (event: MouseEvent) => {
      // Not React Router's own links (a live figure's): they move themselves.
      const link = (event.target as Element | null)?.closest?.("a[href]:not([data-discover])");
      if (link instanceof HTMLAnchorElement) {
        const to = inSiteMove(event, { href: link.href, target: link.target, download: link.hasAttribute("download") }, location);
        if (to) {
          event.preventDefault();
          void navigate(to);
        }
        return;
      }
      const result = await copyCodeFromClick(event.target, navigator.clipboard, undefined, { copied, failed: failedShort });
      if (result) announce(result === "copied" ? copied : failed);
    };
    root.addEventListener("click", onClick);
    return () => root.removeEventListener("click", onClick);
  }, [html, announce, navigate, lang, locale, copy, copyCode, copied, failed, failedShort]);

  useEffect(() => {
    // A prerendered math post holds only the KaTeX rules its own formulas use, with the whole
    // sheet linked as print-only (scripts/build/postbuild.ts). Turned on once hydrated, the whole sheet
    // serves the next post the visitor opens; its rules are a superset, so nothing here moves.
    document.querySelector(`link[rel="stylesheet"][href="${MATH_STYLESHEET}"][media="print"]`)?.setAttribute("media", "all");
  }, []);

  return (
    <>
      {linkMathSheet && <link rel="stylesheet" href={MATH_STYLESHEET} precedence="math" />}
      {parts.some((p) => "figure" in p) ? (
        // Each HTML part is prose of its own; the figures between them are not (the prose's
        // table, list and figure styles would reach into them).
        <div ref={ref} lang={lang} className={cn("space-y-[1.1em]", className)} data-post-body="">
          {parts.map((p, i) =>
            "html" in p ? <div key={i} className="post-body" {...{ [PART_ATTR]: "" }} dangerouslySetInnerHTML={{ __html: p.html }} /> : <Fragment key={i}>{figure?.(p.figure)}</Fragment>,
          )}
        </div>
      ) : (
        <div ref={ref} lang={lang} className={cn("post-body", className)} data-post-body="" dangerouslySetInnerHTML={{ __html: html }} />
      )}
      <p role="status" className="sr-only">
        {message}
      </p>
    </>
  );
}

/**
 * The HTML parts of the prerendered body still in the document while React hydrates it (never
 * on the server), by the body's index: each part's wrapper, or the body itself without figures.
 */
function htmlInPage(): string[] {
  const root = typeof document === "undefined" ? null : document.querySelector("[data-post-body]");
  if (!root) return [];
  const children = [...root.children];
  if (!children.some((c) => c.hasAttribute(PART_ATTR))) return [root.innerHTML];
  return children.map((c) => (c.hasAttribute(PART_ATTR) ? c.innerHTML : ""));
}
