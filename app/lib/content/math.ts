/**
 * KaTeX's stylesheet and fonts, served under /assets/ (immutable cache) by
 * scripts/build/math-assets.ts. Only a page whose body holds math links it (post-body.tsx): a page
 * without math loads no math CSS or fonts (once idle, a page may fetch the sheet ahead for the
 * next post or case study: app/lib/prefetch.ts). The version is in the path; the plugin stops
 * the build if it is not the installed KaTeX's.
 */
export const KATEX_VERSION = "0.18.4";
export const MATH_STYLESHEET = `/assets/math/katex-${KATEX_VERSION}.css`;

/** Whether rendered post HTML holds KaTeX output. */
export function hasMath(html: string): boolean {
  return html.includes('class="katex"');
}
