// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ScenarioCode, encodeScenario } from "~/lib/capacity/codec";
import { testScenario } from "~/lib/capacity/test-scenario";
import type { BodyPart } from "~/lib/content/body";
import { MATH_STYLESHEET } from "~/lib/content/math";
import { PostBody } from "./post-body";

/** The body reads the page's language (its Copy buttons' words) from the address. */
function Body({ html = "", body = [{ html }], figure }: { html?: string; body?: BodyPart[]; figure?: (code: ScenarioCode) => ReactNode }) {
  return (
    <MemoryRouter initialEntries={["/blog/a-post"]}>
      <PostBody body={body} {...(figure ? { figure } : {})} />
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

  it("hydrates a body with a live figure over the page's parts, the figure given its code from the data", async () => {
    const code = encodeScenario(testScenario);
    const served: BodyPart[] = [{ html: "<p>Before.</p>\n" }, { figure: code }, { html: "<p>After.</p>\n" }];
    const codes: string[] = [];
    const figure = (given: ScenarioCode) => {
      codes.push(given);
      return <figure>a figure</figure>;
    };
    const container = document.createElement("div");
    container.innerHTML = asOnTheServer(() => renderToString(<Body body={served} figure={figure} />));
    document.body.append(container);
    expect(container.querySelectorAll(".post-body")).toHaveLength(2);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable = vi.fn();
    // The hydration data as postbuild leaves it: the HTML parts empty, the figure's code kept.
    await act(async () => {
      hydrateRoot(container, <Body body={[{ html: "" }, { figure: code }, { html: "" }]} figure={figure} />, { onRecoverableError: recoverable });
    });
    expect(codes).toEqual([code, code]);
    expect(container.querySelector("[data-post-body]")?.textContent).toBe("Before.\na figureAfter.\n");
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("leaves a figure out where it has no island (the blog's reader)", () => {
    const html = asOnTheServer(() => renderToString(<Body body={[{ html: "<p>Before.</p>" }, { figure: encodeScenario(testScenario) }, { html: "<p>After.</p>" }]} />));
    expect(html).toContain('<div class="post-body" data-post-body=""><p>Before.</p><p>After.</p></div>');
  });

  it("moves to another page of the site through the router; a fragment, a file, a new tab or a key held is the browser's", async () => {
    const links = '<p><a href="/portfolio/a-study">a study</a> <a href="#why">why</a> <a href="/cv.pdf">CV</a> <a href="/about" target="_blank">about</a> <a href="/services">services</a></p>';
    function Where() {
      const { pathname, hash } = useLocation();
      return <output>{pathname + hash}</output>;
    }
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <MemoryRouter initialEntries={["/blog/a-post"]}>
          <Routes>
            <Route path="/blog/a-post" element={<PostBody body={[{ html: links }]} />} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>,
      ),
    );
    const where = () => container.querySelector("output")?.textContent;
    // Last on the click's way up: notes whether the body took the click, then keeps the test's
    // document from following the link itself.
    let followed = false;
    const afterBody = (event: MouseEvent) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", afterBody);
    /** Clicks the link; true when the browser would have followed it itself. */
    const click = async (name: string, keys: MouseEventInit = {}) => {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...keys });
      await act(async () => void [...container.querySelectorAll("a")].find((a) => a.textContent === name)!.dispatchEvent(event));
      return followed;
    };
    for (const name of ["why", "CV", "about"]) expect(await click(name)).toBe(true);
    expect(await click("services", { ctrlKey: true })).toBe(true);
    expect(where()).toBe("/blog/a-post");
    expect(await click("a study")).toBe(false);
    expect(where()).toBe("/portfolio/a-study");
    window.removeEventListener("click", afterBody);
    act(() => root.unmount());
  });
});
