// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MATH_STYLESHEET } from "~/lib/content/math";
import { PostBody } from "./post-body";

/** The body reads the page's language (its Copy buttons' words) from the address. */
function Body(props: { html: string; figure?: (source: string) => ReactNode }) {
  return (
    <MemoryRouter initialEntries={["/blog/a-post"]}>
      <PostBody {...props} />
    </MemoryRouter>
  );
}

const BODY = '<h2 id="why">Why</h2><p>Blocking times, compressed.</p>';

afterEach(() => {
  document.body.innerHTML = "";
  document.head.innerHTML = "";
  vi.restoreAllMocks();
});

/** The prerendered page: the body as the build rendered it, then hydrated with `html`. */
async function hydrated(html: string, served = BODY) {
  const container = document.createElement("div");
  container.innerHTML = asOnTheServer(() => renderToString(<Body html={served} />));
  document.body.append(container);
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const recoverable = vi.fn();
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <Body html={html} />, { onRecoverableError: recoverable });
  });
  return { container, root, errors, recoverable };
}

/** Renders as the build's prerender does, in Node: without a document. */
function asOnTheServer<T>(render: () => T): T {
  vi.stubGlobal("document", undefined);
  try {
    return render();
  } finally {
    vi.unstubAllGlobals();
  }
}

describe("PostBody", () => {
  it("hydrates a prerendered post whose data left the body out, keeping the page's body", async () => {
    const { container, root, errors, recoverable } = await hydrated("");
    expect(container.querySelector("[data-post-body]")?.innerHTML).toBe(BODY);
    // React's development build reports an __html that differs from the page's: none here.
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    // A later render with the same (empty) data still shows the body.
    await act(async () => root.render(<Body html="" />));
    expect(container.querySelector("[data-post-body]")?.innerHTML).toBe(BODY);
  });

  it("shows the body it is given after a client-side navigation", async () => {
    const { container, root } = await hydrated("");
    await act(async () => root.render(<Body html="<p>The next post.</p>" />));
    expect(container.querySelector("[data-post-body]")?.innerHTML).toBe("<p>The next post.</p>");
  });

  it("links KaTeX's whole stylesheet for a math body the browser was given, never in or after the prerendered page", async () => {
    const MATH = '<p>Occupancy <span class="katex"><span class="katex-html">K</span></span></p>';
    const link = `link[rel="stylesheet"][href="${MATH_STYLESHEET}"]`;
    // The page carries its formulas' part inline instead (scripts/build/postbuild.ts).
    expect(asOnTheServer(() => renderToString(<Body html={MATH} />))).not.toContain(MATH_STYLESHEET);
    const { root } = await hydrated("", MATH);
    expect(document.querySelector(link)).toBeNull();
    // A client-side navigation to another math post (React holds it until the sheet loads).
    await act(async () => root.render(<Body html={`<h2>Next</h2>${MATH}`} />));
    expect(document.querySelectorAll(link)).toHaveLength(1);
  });

  it("hydrates a body with a live figure over the page's parts, the figure given the source it wrote", async () => {
    const served = '<p>Before.</p>\n<div data-live-figure="{&quot;a&quot;:1}"></div>\n<p>After.</p>\n';
    const sources: string[] = [];
    const figure = (source: string) => {
      sources.push(source);
      // Like the lab's figure: it writes its source in another form, and reads either.
      return <figure data-live-figure={source.startsWith("code:") ? source : `code:${source.length}`}>a figure</figure>;
    };
    const container = document.createElement("div");
    container.innerHTML = asOnTheServer(() => renderToString(<Body html={served} figure={figure} />));
    document.body.append(container);
    expect(sources).toEqual(['{"a":1}']);
    expect(container.querySelectorAll(".post-body")).toHaveLength(2);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Body html="" figure={figure} />, { onRecoverableError: recoverable });
    });
    // Hydrating, the figure's source is what the prerendered figure carries.
    expect(sources.at(-1)).toBe("code:7");
    expect(container.querySelector("[data-post-body]")?.textContent).toBe("Before.\na figureAfter.\n");
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
  });
});
