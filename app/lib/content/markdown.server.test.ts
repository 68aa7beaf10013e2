import { bodyHtml } from "./body";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { FIGURE_SIZES, figurePlans } from "./markdown-figures.server";
import { inlineMathStart, lineOf, markdownToText, renderMarkdown, renderPost } from "./markdown.server";
import { POSTS_DIR, parsePost } from "./posts.server";

const renderHtml = (...args: Parameters<typeof renderPost>) => bodyHtml(renderPost(...args).body);

let dir: string;
let postFile: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "posts-"));
  postFile = join(dir, "a-post.md");
  mkdirSync(join(dir, "a-post"));
  // A 1600 × 900 PNG and a 400 × 200 one, and an SVG with a script in it.
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
  writeFileSync(join(dir, "a-post", "wide.png"), await png(1600, 900));
  writeFileSync(join(dir, "a-post", "small.png"), await png(400, 200));
  writeFileSync(
    join(dir, "a-post", "plan.svg"),
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150" onload="alert(1)"><script>alert(1)</script><rect width="300" height="150" fill="teal"/></svg>',
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const context = () => ({ postFile, slug: "a-post" });

describe("figures", () => {
  it("turns a lone image into a figure: AVIF and WebP at each width, the original as fallback, size and caption", () => {
    const html = renderHtml('Intro.\n\nMore.\n\n![Two trains](./a-post/wide.png "Compressed paths")\n', context());
    expect(html).toMatch(/^<p>Intro.<\/p>\n<p>More.<\/p>\n<figure class="post-figure"><picture>/);
    const avif = /<source type="image\/avif" srcset="([^"]+)" sizes="([^"]+)">/.exec(html);
    expect(avif?.[1]).toMatch(
      /^\/assets\/media\/a-post\/wide-[0-9a-f]{10}-480\.avif 480w, \/assets\/media\/a-post\/wide-[0-9a-f]{10}-960\.avif 960w, \/assets\/media\/a-post\/wide-[0-9a-f]{10}-1440\.avif 1440w$/,
    );
    expect(avif?.[2]).toBe(FIGURE_SIZES);
    expect(html).toMatch(/<source type="image\/webp" srcset="[^"]+-480\.webp 480w, [^"]+-960\.webp 960w, [^"]+-1440\.webp 1440w"/);
    expect(html).toMatch(/<img src="\/assets\/media\/a-post\/wide-[0-9a-f]{10}-1440\.png" alt="Two trains" width="1600" height="900" loading="lazy" decoding="async"><\/picture>/);
    expect(html).toContain("<figcaption>Compressed paths</figcaption></figure>");
    expect(html).not.toContain("<p><figure");
  });

  it("plans every file the markup names, never wider than the image", () => {
    const html = renderHtml("![A small plot](./a-post/small.png)\n", context());
    expect(html).toContain('width="400" height="200"');
    expect(html).not.toContain("<figcaption>");
    // In the first two blocks: may be on the first screen, so not lazy.
    expect(html).not.toContain('loading="lazy"');
    const plan = figurePlans().find((p) => p.source.endsWith("small.png"));
    expect(plan?.outputs.map((o) => `${o.format}@${o.width}`)).toEqual(["avif@400", "webp@400", "png@400"]);
    for (const output of plan!.outputs) expect(html).toContain(`/${output.file}`);
  });

  it("copies an SVG without its scripts and shows it as an image of its own size", () => {
    const html = renderHtml("A.\n\nB.\n\n![The plan](./a-post/plan.svg)\n", context());
    expect(html).toMatch(/<figure class="post-figure"><img src="\/assets\/media\/a-post\/plan-[0-9a-f]{10}\.svg" alt="The plan" width="300" height="150" loading="lazy" decoding="async"><\/figure>/);
    const svg = figurePlans().find((p) => p.source.endsWith("plan.svg"))?.svg ?? "";
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain("<rect");
    expect(svg).not.toMatch(/script|onload/);
  });

  it("stops on a missing file or an empty alt text, with the line", () => {
    expect(() => renderPost("Text.\n\n![Plot](./a-post/nope.png)\n", context())).toThrow(/^line 3: the image "\.\/a-post\/nope\.png" was not found/);
    expect(() => renderPost("One.\n\nTwo.\n\n![](./a-post/wide.png)\n", context())).toThrow(/^line 5: the image "\.\/a-post\/wide\.png" has no alt text/);
  });

  it("names the post file and its line (front matter counted) when the build stops", () => {
    const source = `---\nslug: a-post\ntitle: A\nexcerpt: E\ndate: 2025-03-12\nreadTime: 1 min read\nviews: 0\ntags: [X]\nstatus: Published\n---\n\nIntro.\n\n![ ](./a-post/wide.png)\n`;
    expect(() => parsePost(postFile, source)).toThrow(new RegExp(`^${postFile.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:14: the image`));
  });
});

describe("math", () => {
  it("renders inline and display math as KaTeX HTML with MathML for screen readers", () => {
    const html = renderMarkdown("Occupancy $k = (A + B + C + D) / U$ of the window.\n\n$$\n\\min \\sum_{j} c_j x_j\n$$\n");
    expect(html).toMatch(/<p>Occupancy <span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML">/);
    expect(html).toContain('<annotation encoding="application/x-tex">k = (A + B + C + D) / U</annotation>');
    expect(html).toMatch(/<div class="math-display" tabindex="0"><span class="katex-display"><span class="katex"><span class="katex-mathml"><math xmlns="[^"]+" display="block">/);
    expect(html).toContain("<munder><mo>∑</mo><mi>j</mi></munder>");
    expect(html).toContain('class="katex-html" aria-hidden="true"');
  });

  it("renders inline math that starts a line like inline math anywhere else", () => {
    const math = (tex: string) => `<span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mi>${tex}</mi>`;
    for (const source of ["$q$ is the flow.\n", "The flow:\n$q$ is what passes.\n", "A list:\n\n- first\n  $q$ too\n", "> Quoted\n> $q$ here.\n"]) {
      expect(renderMarkdown(source), JSON.stringify(source)).toContain(math("q"));
    }
    expect(renderMarkdown("One $a$ and\n$b$, two.\n")).toMatch(new RegExp(`${math("a")}[\\s\\S]*${math("b")}`));
    // Still no math without a closing delimiter, or for an amount at a line's start.
    expect(renderMarkdown("Prices:\n$5 a month, $7 a year.\n")).toBe("<p>Prices:\n$5 a month, $7 a year.</p>\n");
  });

  it("finds where inline math starts: at the text's start or after white space, never inside a word", () => {
    const isMath = (rest: string) => /^\$[^$\n]+\$/.test(rest);
    expect(inlineMathStart("$x$ y", isMath)).toBe(0);
    expect(inlineMathStart("a\n$x$ y", isMath)).toBe(2);
    expect(inlineMathStart("a\t$x$", isMath)).toBe(2);
    expect(inlineMathStart("a$x$ b", isMath)).toBeUndefined();
    expect(inlineMathStart("costs $5", isMath)).toBeUndefined();
    expect(inlineMathStart("$$ $x$", isMath)).toBe(3);
  });

  it("leaves a lone dollar sign as text", () => {
    expect(renderMarkdown("It costs $5 a month.\n")).toBe("<p>It costs $5 a month.</p>\n");
  });

  it("stops on bad TeX with the line and KaTeX's reason", () => {
    expect(() => renderPost("Intro.\n\n$$\n\\frac{a}{\n$$\n")).toThrow(/^line 3: TeX error in \$\$…\$\$: /);
    expect(() => renderPost("One.\n\nSee $\\notacommand x$ here.\n")).toThrow(/^line 3: TeX error in \$…\$: Undefined control sequence: \\notacommand/);
  });
});

describe("footnotes, callouts, tables", () => {
  it("numbers each post's footnotes from 1, whatever was read before it", () => {
    const post = "A claim.[^src] Another.[^two]\n\n[^src]: The source.\n[^two]: A second one.\n";
    const numbers = (html: string) => [...html.matchAll(/data-footnote-ref[^>]*>(\d+)</g)].map((m) => m[1]);
    // As loadPosts reads each post: rendered, then its plain text, then the next post.
    expect(numbers(renderMarkdown(post))).toEqual(["1", "2"]);
    expect(markdownToText(post)).toContain("A claim.");
    expect(numbers(renderMarkdown(post))).toEqual(["1", "2"]);
  });

  it("links a footnote reference and its note both ways", () => {
    const html = renderMarkdown("A claim.[^src]\n\n[^src]: The source.\n");
    expect(html).toContain('<sup><a id="footnote-ref-src" href="#footnote-src" data-footnote-ref aria-describedby="footnote-label">1</a></sup>');
    expect(html).toMatch(/<section class="footnotes" data-footnotes>\n<h2 id="footnote-label" class="sr-only">Footnotes<\/h2>/);
    expect(html).toContain('<li id="footnote-src">\n<p>The source. <a href="#footnote-ref-src" data-footnote-backref aria-label="Back to reference src">↩</a></p>');
  });

  it.each([
    ["NOTE", "Note"],
    ["TIP", "Tip"],
    ["WARNING", "Warning"],
  ])("makes > [!%s] a callout announced as a note named %s", (kind, title) => {
    const html = renderMarkdown(`> [!${kind}]\n> Mind the **gap**.\n`);
    const variant = kind.toLowerCase();
    expect(html).toMatch(
      new RegExp(`^<div class="callout callout-${variant}" role="note" aria-labelledby="callout-${variant}"><p class="callout-title" id="callout-${variant}"><svg[^>]*aria-hidden="true"[\\s\\S]*?</svg>${title}</p>\\n<p>Mind the <strong>gap</strong>.</p>`),
    );
  });

  it("keeps a plain blockquote a blockquote", () => {
    expect(renderMarkdown("> Quoted.\n")).toBe("<blockquote>\n<p>Quoted.</p>\n</blockquote>\n");
  });

  it("wraps each table in a named box that scrolls sideways and takes focus", () => {
    const html = renderMarkdown("| a | b |\n| - | - |\n| 1 | 2 |\n\n| c |\n| - |\n| 3 |\n");
    expect(html).toMatch(/^<div class="table-scroll" tabindex="0" role="region" aria-label="Table 1"><table>/);
    expect(html).toContain('aria-label="Table 2"');
  });
});

describe("a Swedish post (lang: sv)", () => {
  const sv = { lang: "sv" as const };

  it("writes its footnotes' heading and back links, callout titles, table names and Copy button in Swedish", () => {
    const html = renderHtml(
      "Ett påstående.[^1]\n\n> [!NOTE]\n> Tänk på luckan.\n\n> [!WARNING]\n> Se upp.\n\n| a |\n| - |\n| 1 |\n\n```python\nx = 1\n```\n\n[^1]: Källan.\n",
      null,
      sv,
    );
    expect(html).toContain('<h2 id="footnote-label" class="sr-only">Fotnoter</h2>');
    expect(html).toContain('aria-label="Tillbaka till hänvisning 1"');
    expect(html).toMatch(/<p class="callout-title" id="callout-note"><svg[\s\S]*?<\/svg>Observera<\/p>/);
    expect(html).toMatch(/<\/svg>Varning<\/p>/);
    expect(html).toContain('aria-label="Tabell 1"');
    expect(html).toContain('<button type="button" class="code-copy" data-copy-code aria-label="Kopiera koden" hidden>Kopiera</button>');
    for (const english of ["Footnotes", "Back to reference", ">Note<", ">Warning<", "Table 1", "Copy"]) expect(html).not.toContain(english);
  });

  it("leaves an English post's words as they were, whichever language was rendered before", () => {
    renderPost("A.[^1]\n\n[^1]: B.\n", null, sv);
    const html = renderMarkdown("A.[^1]\n\n[^1]: B.\n\n```js\n1\n```\n");
    expect(html).toContain(">Footnotes</h2>");
    expect(html).toContain('aria-label="Copy code" hidden>Copy</button>');
  });

  it("renders the site's Swedish posts with Swedish labels only", () => {
    for (const file of readdirSync(POSTS_DIR).filter((f) => f.endsWith(".md"))) {
      const post = parsePost(join(POSTS_DIR, file), readFileSync(join(POSTS_DIR, file), "utf8"));
      if (post.lang !== "sv") continue;
      if (bodyHtml(post.body).includes("data-footnote-ref")) expect(bodyHtml(post.body), file).toContain(">Fotnoter</h2>");
      expect(bodyHtml(post.body), file).not.toMatch(/Footnotes|Back to reference|aria-label="Table|>Copy</);
    }
  });
});

describe("table of contents", () => {
  it("lists the ## and ### headings with the ids the page gives them", () => {
    const { body, toc } = renderPost("## Method\n\ntext\n\n### Blocking times\n\n#### Detail\n\n## Results\n\n## Method\n");
    expect(toc).toEqual([
      { id: "method", text: "Method", depth: 2 },
      { id: "blocking-times", text: "Blocking times", depth: 3 },
      { id: "results", text: "Results", depth: 2 },
      { id: "method-2", text: "Method", depth: 2 },
    ]);
    for (const { id } of toc) expect(bodyHtml(body)).toContain(`id="${id}"`);
  });

  it("gives none to a post with fewer than three headings", () => {
    expect(renderPost("## One\n\n## Two\n").toc).toEqual([]);
  });
});

describe("markdownToText and lineOf", () => {
  it("keeps the words of callouts and leaves footnote markers out", () => {
    expect(markdownToText("> [!TIP]\n> Use a window.\n\nClaim.[^1]\n\n[^1]: Source.\n")).toBe("Use a window. Claim.");
  });

  it("finds the line of a piece of text", () => {
    expect(lineOf("a\nb\nc $x$", "$x$")).toBe(3);
    expect(lineOf("a", "zzz")).toBe(1);
  });
});

describe("front matter image (share card)", () => {
  const front = (image: string) =>
    `---\nslug: a-post\ntitle: A\nexcerpt: E\ndate: 2025-03-12\nreadTime: 1 min read\nviews: 0\ntags: [X]\nstatus: Published\nimage: ${image}\n---\n\nBody.\n`;

  it("accepts a PNG or JPEG beside the post", () => {
    expect(parsePost(postFile, front("./a-post/wide.png")).image).toBe("./a-post/wide.png");
  });

  it("names the field when the file is missing or not a picture", () => {
    expect(() => parsePost(postFile, front("./a-post/card.png"))).toThrow(/: field "image": "\.\/a-post\/card\.png" was not found/);
    expect(() => parsePost(postFile, front("https://example.com/x.png"))).toThrow(/field "image": a PNG or JPEG beside the post/);
  });
});
