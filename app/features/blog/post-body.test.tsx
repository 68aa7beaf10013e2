import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PostBody } from "./post-body";

const BODY = '<h2 id="why">Why</h2><p>Blocking times, compressed.</p>';

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/** The prerendered page: the body as the build rendered it, then hydrated with `html`. */
async function hydrated(html: string) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<PostBody html={BODY} />);
  document.body.append(container);
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const recoverable = vi.fn();
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <PostBody html={html} />, { onRecoverableError: recoverable });
  });
  return { container, root, errors, recoverable };
}

describe("PostBody", () => {
  it("hydrates a prerendered post whose data left the body out, keeping the page's body", async () => {
    const { container, root, errors, recoverable } = await hydrated("");
    expect(container.querySelector("[data-post-body]")?.innerHTML).toBe(BODY);
    // React's development build reports an __html that differs from the page's: none here.
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    // A later render with the same (empty) data still shows the body.
    await act(async () => root.render(<PostBody html="" />));
    expect(container.querySelector("[data-post-body]")?.innerHTML).toBe(BODY);
  });

  it("shows the body it is given after a client-side navigation", async () => {
    const { container, root } = await hydrated("");
    await act(async () => root.render(<PostBody html="<p>The next post.</p>" />));
    expect(container.querySelector("[data-post-body]")?.innerHTML).toBe("<p>The next post.</p>");
  });
});
