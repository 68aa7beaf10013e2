// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { StaticBlock } from "./static-block";

let bump: () => void = () => {};

function Page({ content }: { content: boolean }) {
  const [n, setN] = useState(0);
  useEffect(() => {
    bump = () => setN((x) => x + 1);
  }, []);
  return (
    <main>
      <p>render {n}</p>
      <StaticBlock as="section" aria-labelledby="x" className="block">
        {content && (
          <>
            <h2 id="x">Heading</h2>
            <p>Text</p>
          </>
        )}
      </StaticBlock>
    </main>
  );
}

describe("StaticBlock", () => {
  it("keeps the server's content when hydrating without it, through later renders", async () => {
    const container = document.createElement("div");
    // As in the prerender's build, where the server's render knows it is one.
    vi.stubEnv("SSR", true);
    container.innerHTML = renderToString(<Page content />);
    vi.unstubAllEnvs();
    document.body.append(container);
    const before = container.innerHTML;
    const errors: unknown[] = [];
    const error = vi.spyOn(console, "error").mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(container, <Page content={false} />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(container.innerHTML).toBe(before);
    act(() => bump());
    expect(container.querySelector("section")?.outerHTML).toBe('<section aria-labelledby="x" class="block"><h2 id="x">Heading</h2><p>Text</p></section>');
    expect(container.textContent).toContain("render 1");
    expect(errors).toEqual([]);
    error.mockRestore();
    container.remove();
  });

  it("renders its children when the browser renders the page itself", () => {
    render(<Page content />);
    expect(screen.getByRole("region", { name: "Heading" })).toHaveTextContent("Text");
  });
});
