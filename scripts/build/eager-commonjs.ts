/**
 * React and React DOM ship as CommonJS, so the bundler wraps each in an arrow function that runs
 * on first import: `__commonJSMin(((exports) => { …the whole library… }))`. V8 compiles such a
 * function lazily, on the main thread, the moment it is first called: for React DOM that is a
 * parse of ~180 KB inside the task that starts hydration (≈ 90 of its 130 ms at 4× CPU,
 * docs/performance.md). Written as a parenthesised `function` expression, V8's eager-compile
 * heuristic compiles it with the rest of the chunk, which Chromium does off the main thread
 * while the file streams in.
 */
const WRAPPER = /__commonJSMin\(\(\((exports(?:, module)?)\) => \{/g;

export function eagerCommonJs(code: string): string | null {
  if (!code.includes("__commonJSMin(")) return null;
  const out = code.replace(WRAPPER, "__commonJSMin((function($1) {");
  return out === code ? null : out;
}
