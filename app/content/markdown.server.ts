/**
 * Markdown → sanitised HTML at build time. Only the blog loader (run while prerendering) and
 * the feed use it, so neither marked nor highlight.js reaches the browser.
 */
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import python from "highlight.js/lib/languages/python";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import yaml from "highlight.js/lib/languages/yaml";
import { Marked, type Token, type Tokens } from "marked";
import { createSlugger } from "./heading-ids";

hljs.registerLanguage("bash", bash);
hljs.registerLanguage("javascript", javascript);
hljs.registerLanguage("json", json);
hljs.registerLanguage("python", python);
hljs.registerLanguage("sql", sql);
hljs.registerLanguage("typescript", typescript);
hljs.registerLanguage("yaml", yaml);

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Relative links, anchors, http(s) and mailto only: no javascript: or data: URLs. */
function safeUrl(href: string): string | null {
  const url = href.trim();
  if (/^(https?:|mailto:)/i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) return null;
  return url;
}

/** Ids the pages around a post body already use; a heading must not take them. */
export const RESERVED_IDS = ["main", "featured-heading", "posts-heading", "post-title", "share-heading"];

// One slugger per rendered post (set by renderMarkdown; rendering is synchronous).
let slugger = createSlugger(RESERVED_IDS);

function inlineText(tokens: Token[]): string {
  return tokens
    .map((t) => ("tokens" in t && Array.isArray(t.tokens) ? inlineText(t.tokens) : "text" in t ? String(t.text) : ""))
    .join("");
}

const marked = new Marked({
  gfm: true,
  renderer: {
    // The post title is the page's only <h1>, so a body starts at <h2>. Each heading links to
    // itself; the "#" shows on hover and focus (app.css). A heading holding a link is not
    // wrapped in another link.
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.max(depth, 2);
      const text = inlineText(tokens);
      const id = escapeHtml(slugger(text));
      const inner = tokens.some((t) => t.type === "link")
        ? escapeHtml(text)
        : this.parser.parseInline(tokens);
      return `<h${level} id="${id}"><a class="heading-anchor" href="#${id}"><span class="heading-mark" aria-hidden="true">#</span>${inner}</a></h${level}>\n`;
    },
    code({ text, lang }: Tokens.Code) {
      const language = (lang ?? "").trim().split(/\s+/)[0] ?? "";
      const known = language !== "" && hljs.getLanguage(language) !== undefined;
      const body = known ? hljs.highlight(text, { language, ignoreIllegals: true }).value : escapeHtml(text);
      const label = known ? ` data-language="${escapeHtml(language)}"` : "";
      // The Copy button needs JavaScript: it stays hidden until the page's script shows it.
      const head = `<div class="code-head"><span>${known ? escapeHtml(language) : "text"}</span><button type="button" class="code-copy" data-copy-code aria-label="Copy code" hidden>Copy</button></div>`;
      // tabindex: a code block that scrolls sideways must be reachable by keyboard.
      return `<div class="code-block">${head}<pre tabindex="0"${label}><code class="hljs${known ? ` language-${language}` : ""}">${body}</code></pre></div>\n`;
    },
    // Raw HTML in a post is shown as text, never injected into the page.
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      const url = safeUrl(href);
      if (url === null) return inner;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      const external = /^(https?:|mailto:)/i.test(url) ? ' target="_blank" rel="noopener noreferrer"' : "";
      return `<a href="${escapeHtml(url)}"${titleAttr}${external}>${inner}</a>`;
    },
    image({ href, text }: Tokens.Image) {
      const url = safeUrl(href);
      if (url === null || url.startsWith("mailto:")) return escapeHtml(text);
      return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}" loading="lazy">`;
    },
  },
});

export function renderMarkdown(markdown: string): string {
  slugger = createSlugger(RESERVED_IDS);
  return marked.parse(markdown, { async: false });
}

const BLOCKS = new Set(["paragraph", "heading", "list", "list_item", "code", "blockquote", "table", "html"]);

/** The words a reader sees, without Markdown syntax, on one line. */
export function markdownToText(markdown: string): string {
  const parts: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "list") {
        for (const item of (token as Tokens.List).items) walk(item.tokens);
      } else if ("tokens" in token && Array.isArray(token.tokens) && token.tokens.length > 0) {
        walk(token.tokens);
      } else if (token.type === "br" || token.type === "space" || token.type === "hr") {
        parts.push(" ");
      } else if ("text" in token && typeof token.text === "string") {
        parts.push(token.text);
      }
      if (BLOCKS.has(token.type)) parts.push(" ");
    }
  };
  walk(marked.lexer(markdown));
  return parts.join("").replace(/\s+/g, " ").trim();
}
