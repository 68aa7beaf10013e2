/**
 * A body with live figures (```lab blocks) is HTML around placeholders; the page renders each
 * figure as a component between the HTML parts (post-body.tsx). Kept free of React.
 */
import { LIVE_FIGURE_ATTR } from "~/lib/content/blog-post";

export type BodyPart = { html: string } | { figure: string };

const PLACEHOLDER = new RegExp(`<div ${LIVE_FIGURE_ATTR}="([^"]*)"></div>\\n?`, "g");
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** The rendered body's parts: HTML, and each placeholder's figure source. */
export function splitBody(html: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of html.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ html: html.slice(last, match.index) });
    parts.push({ figure: unescape(match[1]!) });
    last = match.index + match[0].length;
  }
  if (last < html.length || !parts.length) parts.push({ html: html.slice(last) });
  return parts;
}

/** The attribute of the HTML parts' wrappers in a page. */
export const BODY_PART_ATTR = "data-body-part";

/**
 * The parts of a prerendered body as the page holds them, to hydrate over: a wrapper's HTML, a
 * figure's source from the attribute the figure writes. A body without figures is one part.
 */
export function partsInPage(root: Element): BodyPart[] {
  const children = [...root.children];
  if (!children.some((c) => c.hasAttribute(BODY_PART_ATTR))) return [{ html: root.innerHTML }];
  const figure = (c: Element) => (c.hasAttribute(LIVE_FIGURE_ATTR) ? c : c.querySelector(`[${LIVE_FIGURE_ATTR}]`))?.getAttribute(LIVE_FIGURE_ATTR) ?? "";
  return children.map((c) => (c.hasAttribute(BODY_PART_ATTR) ? { html: c.innerHTML } : { figure: figure(c) }));
}
