/**
 * Markdown → sanitised HTML at build time. Only the blog loader (run while prerendering) and
 * the feed use it, so neither marked, KaTeX nor highlight.js reaches the browser. Beyond GFM:
 * figures (markdown-figures.server.ts), `$…$` and `$$…$$` math (KaTeX, HTML plus MathML),
 * footnotes (marked-footnote), callouts `> [!NOTE]` (marked-alert), tables that scroll inside
 * themselves, and the headings a table of contents lists.
 */
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import python from "highlight.js/lib/languages/python";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import yaml from "highlight.js/lib/languages/yaml";
import katex from "katex";
import { Marked, Renderer, type Token, type Tokens } from "marked";
import markedAlert from "marked-alert";
import markedFootnote from "marked-footnote";
import markedKatex from "marked-katex-extension";
import { type ScenarioCode, encodeScenario } from "../capacity/codec";
import { type BodyPart, bodyHtml } from "./body";
import type { PostLang, TocEntry } from "./blog-post";
import { createSlugger } from "./heading-ids";
import { LabBlockError, checkLabBlock } from "./lab-block.server";
import { type FigureContext, PostSourceError, figureMarkup } from "./markdown-figures.server";

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


/** Fewer headings than this and a post has no table of contents. */
export const TOC_MIN_HEADINGS = 3;

// The state of the post being rendered (set by renderPost; rendering is synchronous).
let slugger = createSlugger(RESERVED_IDS);
let toc: TocEntry[] = [];
let figures: FigureContext | null = null;
let eagerImages = new Set<string>();
let tables = 0;

/** KaTeX turns TeX into HTML for the eye and MathML for screen readers; a TeX error is the post's. */
function renderTex(tex: string, displayMode: boolean, raw: string): string {
  try {
    return katex.renderToString(tex, { displayMode, throwOnError: true, output: "htmlAndMathml", strict: "error" });
  } catch (error) {
    const message = error instanceof katex.ParseError ? error.rawMessage : (error as Error).message;
    throw new PostSourceError(`TeX error in ${displayMode ? "$$…$$" : "$…$"}: ${message}`, raw);
  }
}

/**
 * The words the renderer itself writes into a post, in the post's language (front matter
 * `lang`): the code blocks' Copy button, callout titles, the footnotes' heading and back links,
 * the names of scrolling tables. Kept here rather than in the Paraglide catalogues: this module
 * runs while the build's config is read (the route table and the prerender list load the posts),
 * before the catalogues are compiled. `{0}` is the footnote's label or the table's number.
 */
export interface PostLabels {
  copy: string;
  copyCode: string;
  footnotes: string;
  backToReference: string;
  table: string;
  callouts: Record<"note" | "tip" | "important" | "warning" | "caution", string>;
}

export const POST_LABELS: Record<PostLang, PostLabels> = {
  en: {
    copy: "Copy",
    copyCode: "Copy code",
    footnotes: "Footnotes",
    backToReference: "Back to reference {0}",
    table: "Table {0}",
    callouts: { note: "Note", tip: "Tip", important: "Important", warning: "Warning", caution: "Caution" },
  },
  sv: {
    copy: "Kopiera",
    copyCode: "Kopiera koden",
    footnotes: "Fotnoter",
    backToReference: "Tillbaka till hänvisning {0}",
    table: "Tabell {0}",
    callouts: { note: "Observera", tip: "Tips", important: "Viktigt", warning: "Varning", caution: "Se upp" },
  },
};

function inlineText(tokens: Token[]): string {
  return tokens
    .map((t) => ("tokens" in t && Array.isArray(t.tokens) ? inlineText(t.tokens) : "text" in t ? String(t.text) : ""))
    .join("");
}

/**
 * Where the next inline `$…$` starts in `src`, for marked: a `$` at the start of the text or after
 * any white space, newline included, that the extension's own tokenizer reads as math. The
 * extension looks only after a space, so `$x$` opening a paragraph's second line stayed text.
 */
export function inlineMathStart(src: string, isMath: (src: string) => boolean): number | undefined {
  for (let at = src.indexOf("$"); at !== -1; at = src.indexOf("$", at + 1)) {
    if ((at === 0 || /\s/.test(src.charAt(at - 1))) && isMath(src.slice(at))) return at;
    while (src.charAt(at + 1) === "$") at++; // "$$" is one delimiter, not a start after a "$"
  }
  return undefined;
}

/** marked-katex-extension, its inline math found at the start of any line as anywhere else. */
function mathExtension() {
  const extension = markedKatex({ throwOnError: true });
  for (const ext of extension.extensions ?? []) {
    if (ext.name !== "inlineKatex" || !("tokenizer" in ext) || !("start" in ext)) continue;
    const { tokenizer } = ext;
    ext.start = (src: string) => inlineMathStart(src, (rest) => Boolean(tokenizer.call({} as never, rest, [])));
  }
  return extension;
}

/** The syntax this site's Markdown has beyond GFM: tokenizers from maintained extensions. */
const extensions = (labels: PostLabels = POST_LABELS.en) => [
  markedFootnote({ description: labels.footnotes, backRefLabel: labels.backToReference }),
  markedAlert(),
  mathExtension(),
];

// Plain text is read with an instance of its own: marked-footnote numbers references while
// lexing and starts again at 1 only when it renders, so lexing a post for its text on the
// rendering instance numbered the next post's first footnote 2 (or more).
const forText = new Marked({ gfm: true }).use(...extensions());

/** One renderer per language: the footnotes' words are fixed when the extension is made. */
function createMarked(labels: PostLabels): Marked {
  const marked = new Marked({ gfm: true });
  // The renderers below (registered after the extensions) replace theirs where the page needs
  // other markup.
  marked.use(...extensions(labels));
  marked.use({
    extensions: [
      {
        name: "inlineKatex",
        renderer: (token) => renderTex(String(token.text), Boolean(token.displayMode), String(token.raw)),
      },
      {
        // Wide equations scroll inside their own box (never the page); the box is reachable by
        // keyboard like a code block.
        name: "blockKatex",
        renderer: (token) => `<div class="math-display" tabindex="0">${renderTex(String(token.text), true, String(token.raw))}</div>\n`,
      },
      {
        // A callout is a note for assistive technology, named by its visible title.
        name: "alert",
        renderer(token) {
          const meta = token.meta as { variant: string; icon: string; title: string };
          const variant = meta.variant.toLowerCase();
          const id = escapeHtml(slugger(`callout-${variant}`));
          const title = (labels.callouts as Record<string, string>)[variant] ?? meta.title;
          return `<div class="callout callout-${escapeHtml(variant)}" role="note" aria-labelledby="${id}"><p class="callout-title" id="${id}">${meta.icon}${escapeHtml(title)}</p>\n${this.parser.parse((token.tokens as Token[] | undefined) ?? [])}</div>\n`;
        },
      },
    ],
  });
  marked.use({
    renderer: {
      // The post title is the page's only <h1>, so a body starts at <h2>. Each heading links to
      // itself; the "#" shows on hover and focus (app.css). A heading holding a link is not
      // wrapped in another link.
      heading({ tokens, depth }: Tokens.Heading) {
        const level = Math.max(depth, 2);
        const text = inlineText(tokens);
        const slug = slugger(text);
        const id = escapeHtml(slug);
        if (level <= 3) toc.push({ id: slug, text, depth: level as 2 | 3 });
        const inner = tokens.some((t) => t.type === "link")
          ? escapeHtml(text)
          : this.parser.parseInline(tokens);
        return `<h${level} id="${id}"><a class="heading-anchor" href="#${id}"><span class="heading-mark" aria-hidden="true">#</span>${inner}</a></h${level}>\n`;
      },
      code({ text, lang }: Tokens.Code) {
        const language = fenceLanguage(lang);
        const known = language !== "" && hljs.getLanguage(language) !== undefined;
        const body = known ? hljs.highlight(text, { language, ignoreIllegals: true }).value : escapeHtml(text);
        const label = known ? ` data-language="${escapeHtml(language)}"` : "";
        // The Copy button needs JavaScript: it stays hidden until the page's script shows it.
        const head = `<div class="code-head"><span>${known ? escapeHtml(language) : "text"}</span><button type="button" class="code-copy" data-copy-code aria-label="${escapeHtml(labels.copyCode)}" hidden>${escapeHtml(labels.copy)}</button></div>`;
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
      // A paragraph that is only an image is a figure, captioned by the image's title.
      paragraph({ tokens }: Tokens.Paragraph) {
        const content = tokens.filter((t) => !(t.type === "text" && t.raw.trim() === ""));
        const only = content.length === 1 ? content[0] : undefined;
        if (only?.type === "image" && isLocal((only as Tokens.Image).href) && figures) {
          const image = only as Tokens.Image;
          const caption = image.title ? `<figcaption>${escapeHtml(image.title)}</figcaption>` : "";
          return `<figure class="post-figure">${this.parser.parseInline([image])}${caption}</figure>\n`;
        }
        return `<p>${this.parser.parseInline(tokens)}</p>\n`;
      },
      image({ href, text, title, raw }: Tokens.Image) {
        if (isLocal(href) && figures) {
          return figureMarkup({ href, alt: text, title: title ?? null, raw, eager: eagerImages.has(raw) }, figures);
        }
        const url = safeUrl(href);
        if (url === null || url.startsWith("mailto:")) return escapeHtml(text);
        return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}" loading="lazy">`;
      },
      // A wide table scrolls inside its own box, never the page; the box takes keyboard focus so
      // it can be scrolled without a mouse, and is named for the screen reader that lands on it.
      table(token: Tokens.Table) {
        tables++;
        return `<div class="table-scroll" tabindex="0" role="region" aria-label="${escapeHtml(labels.table.replace("{0}", String(tables)))}">${Renderer.prototype.table.call(this, token)}</div>\n`;
      },
    },
  });
  return marked;
}

const fenceLanguage = (lang: string | undefined) => (lang ?? "").trim().split(/\s+/)[0] ?? "";
const isLab = (token: Token): token is Tokens.Code => token.type === "code" && fenceLanguage((token as Tokens.Code).lang) === "lab";

/** A ```lab block's scenario, checked by the lab's own rules, as the figure's code. */
function labFigure({ text, raw }: Tokens.Code): ScenarioCode {
  try {
    return encodeScenario(checkLabBlock(text));
  } catch (error) {
    if (error instanceof LabBlockError) throw new PostSourceError(error.message, raw, error.blockLine ?? 0);
    throw error;
  }
}

const renderers = new Map<PostLang, Marked>();
function markedFor(lang: PostLang): Marked {
  let marked = renderers.get(lang);
  if (!marked) {
    marked = createMarked(POST_LABELS[lang]);
    renderers.set(lang, marked);
  }
  return marked;
}

/** A path beside the post (not a URL, not a path of the site). */
function isLocal(href: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith("/");
}

/** A post's body as parts (HTML, live figures), and the headings of its table of contents (none below three). */
export interface RenderedPost {
  body: BodyPart[];
  toc: TocEntry[];
}

/**
 * Renders one post. `figures` names the post's file and slug, for its images; without it a
 * relative image stays a plain <img>. A problem in the source (a missing image, an empty alt
 * text, bad TeX) throws "line N: …", N counted from the body's first line. `lang`: the post's
 * language, for the words the renderer writes itself (POST_LABELS).
 */
export function renderPost(markdown: string, context: FigureContext | null = null, { lang = "en" }: { lang?: PostLang } = {}): RenderedPost {
  slugger = createSlugger(RESERVED_IDS);
  toc = [];
  tables = 0;
  figures = context;
  // Images in the first two blocks may be on the first screen: those load at once, the rest lazily.
  eagerImages = new Set(markdown.trimStart().split(/\n\s*\n/).slice(0, 2).join("\n\n").match(/!\[[^\]]*\]\([^)]*\)/g) ?? []);
  try {
    // Lexed whole, as `parse` does (footnotes are numbered across the post and listed last), then
    // rendered between the ```lab blocks, each of which is a figure part.
    const marked = markedFor(lang);
    const tokens = marked.lexer(markdown);
    if (marked.defaults.walkTokens) marked.walkTokens(tokens, marked.defaults.walkTokens);
    const body: BodyPart[] = [];
    let run: Token[] = [];
    const endRun = () => {
      const html = marked.parser(run);
      if (html) body.push({ html });
      run = [];
    };
    for (const token of tokens) {
      if (isLab(token)) {
        endRun();
        body.push({ figure: labFigure(token) });
        continue;
      }
      // A figure stands between the body's parts: inside a list or a quote it would split that too.
      let nested = false;
      marked.walkTokens([token], (t) => void (nested ||= isLab(t)));
      if (nested) throw new PostSourceError("lab block: a live figure stands on its own line, not inside the list or quote that starts here", token.raw);
      run.push(token);
    }
    endRun();
    return { body, toc: toc.length >= TOC_MIN_HEADINGS ? toc : [] };
  } catch (error) {
    if (error instanceof PostSourceError) throw new Error(`line ${lineOf(markdown, error.near) + error.linesIn}: ${error.problem}`);
    throw error;
  } finally {
    figures = null;
  }
}

export function renderMarkdown(markdown: string): string {
  return bodyHtml(renderPost(markdown).body);
}

/** The 1-based line where `near` starts in `text` (1 when it cannot be found). */
export function lineOf(text: string, near: string): number {
  const at = near ? text.indexOf(near) : -1;
  return at < 0 ? 1 : text.slice(0, at).split("\n").length;
}

const BLOCKS = new Set(["paragraph", "heading", "list", "list_item", "code", "blockquote", "table", "html"]);

/** The words a reader sees, without Markdown syntax, on one line. */
export function markdownToText(markdown: string): string {
  const parts: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      // A live figure's scenario is data, not words the reader reads.
      if (isLab(token)) continue;
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
  const tokens = forText.lexer(markdown);
  // The extensions' token walkers (footnotes, callouts) keep state between lexing and rendering.
  if (forText.defaults.walkTokens) forText.walkTokens(tokens, forText.defaults.walkTokens);
  walk(tokens);
  return parts.join("").replace(/\s+/g, " ").trim();
}
