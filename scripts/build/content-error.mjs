// What a language's build printed when the owner's content stopped it, without the machinery's
// wrapping. The posts are read while React Router loads its config (the route table lists them),
// so a post's mistake reached the owner as "Error: Error loading …/react-router.config.ts: Error:
// <the message>" and a stack of React Router's own frames. The message already names the file,
// the line and the field: it is shown alone.

/** A content file named at the start of a message: `content/posts/x.md:42: …`, `x.sv.md: …`. */
const CONTENT_FILE = String.raw`[^\s:]+\.(?:md|json|ya?ml)(?::\d+)?: `;
const WRAPPED = new RegExp(String.raw`Error loading \S+: (?:\w*Error: )?(${CONTENT_FILE}[^\n]*(?:\n(?!\s+at )[^\n]*)*)`);

/**
 * The content error in a build's output, as the owner should read it (its own lines, no stack),
 * or undefined when the output holds none.
 *
 * @param {string} output
 * @returns {string | undefined}
 */
export function contentError(output) {
  const message = WRAPPED.exec(output)?.[1];
  return message?.replace(/\s+$/, "");
}
