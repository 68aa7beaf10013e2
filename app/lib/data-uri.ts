/**
 * An SVG as a `data:` URL, escaping only what a URL or an HTML attribute needs (much shorter
 * than percent-encoding everything or base64).
 */
export function svgDataUri(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, " ");
  return `data:image/svg+xml,${compact.replace(/[%#<>?&"']/g, encodeURIComponent)}`;
}
