import { useEffect, useRef, useState } from "react";
import { MATH_STYLESHEET, hasMath } from "~/content/math";
import { cn } from "~/lib/cn";
import { COPY_MESSAGES, copyCodeFromClick, revealCopyButtons } from "./copy";
import { useAnnouncement } from "./use-announcement";

/**
 * A post body, rendered and sanitised at build time (app/content/markdown.server.ts). The
 * code blocks' Copy buttons ship hidden in that HTML; this shows them and handles their
 * clicks (one listener for the whole body), announcing the result in a live region.
 */
export function PostBody({ html: given, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { message, announce } = useAnnouncement();
  // A prerendered post page carries its body once, in the page, not again in its hydration data
  // (scripts/postbuild.ts, withoutBodyInData): hydrating, the body comes from the page itself.
  const [fromPage] = useState(() => (given ? "" : bodyInPage()));
  const html = given || fromPage;
  // KaTeX's whole stylesheet, for a body the browser was given: the reader's, or a client-side
  // navigation's, which React holds until the sheet has loaded. A prerendered page carries its
  // formulas' part of it inline instead (scripts/postbuild.ts), so nothing of KaTeX's is
  // requested before its first paint; linked after hydration, the sheet would be a suspending
  // update, and React would hide the page until it loaded.
  const linkMathSheet = hasMath(html) && given !== "" && typeof document !== "undefined";

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    revealCopyButtons(root);
    const onClick = async (event: MouseEvent) => {
      const result = await copyCodeFromClick(event.target, navigator.clipboard);
      if (result) announce(COPY_MESSAGES[result]);
    };
    root.addEventListener("click", onClick);
    return () => root.removeEventListener("click", onClick);
  }, [html, announce]);

  useEffect(() => {
    // A prerendered math post holds only the KaTeX rules its own formulas use, with the whole
    // sheet linked as print-only (scripts/postbuild.ts). Turned on once hydrated, the whole sheet
    // serves the next post the visitor opens; its rules are a superset, so nothing here moves.
    document.querySelector(`link[rel="stylesheet"][href="${MATH_STYLESHEET}"][media="print"]`)?.setAttribute("media", "all");
  }, []);

  return (
    <>
      {linkMathSheet && <link rel="stylesheet" href={MATH_STYLESHEET} precedence="math" />}
      <div ref={ref} className={cn("post-body", className)} data-post-body="" dangerouslySetInnerHTML={{ __html: html }} />
      <p role="status" className="sr-only">
        {message}
      </p>
    </>
  );
}

/** The prerendered body still in the document while React hydrates it (never on the server). */
function bodyInPage(): string {
  return typeof document === "undefined" ? "" : (document.querySelector("[data-post-body]")?.innerHTML ?? "");
}
