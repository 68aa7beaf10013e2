// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { FoldedRow } from "./folded-row";
import { useFold } from "./use-fold";

/** What a visitor's click on a summary does: the browser toggles, then tells the page. */
function toggle(details: HTMLDetailsElement, open: boolean) {
  act(() => {
    details.open = open;
    details.dispatchEvent(new Event("toggle"));
  });
}

const detailsOf = (text: string) => screen.getByText(text).closest("details")!;

/** A fold inside a row, as a train type's list of stops sits inside its type's row. */
function Nested() {
  const ref = useRef<HTMLDetailsElement>(null);
  const fold = useFold(ref);
  return (
    <details ref={ref} open={fold.open} onToggle={fold.onToggle}>
      <summary>Stops</summary>
      {fold.built && <input type="checkbox" aria-label="Knivsta" />}
    </details>
  );
}

function List({ keep = false, opening = 0 }: { keep?: boolean; opening?: number }) {
  return (
    <ol>
      <FoldedRow group="g" keep={keep} opening={opening} summary={<span>Regional</span>}>
        <input aria-label="Name" defaultValue="Regional" />
        <Nested />
      </FoldedRow>
    </ol>
  );
}

describe("FoldedRow", () => {
  it("is a line of text until opened: its form is built while it is open", () => {
    render(<List />);
    expect(screen.queryByLabelText("Name")).toBeNull();
    toggle(detailsOf("Regional"), true);
    expect(screen.getByLabelText("Name")).toHaveValue("Regional");
    toggle(detailsOf("Regional"), false);
    expect(screen.queryByLabelText("Name")).toBeNull();
  });

  it("with keep, a form once opened stays built when folded (a refused value is not lost)", () => {
    render(<List keep />);
    toggle(detailsOf("Regional"), true);
    screen.getByLabelText<HTMLInputElement>("Name").value = "typed, not yet valid";
    toggle(detailsOf("Regional"), false);
    expect(detailsOf("Regional").open).toBe(false);
    expect(screen.getByLabelText("Name")).toHaveValue("typed, not yet valid");
  });

  it("a row just added opens, with its first field focused, once for each request", () => {
    const { rerender } = render(<List opening={0} />);
    expect(detailsOf("Regional").open).toBe(false);
    rerender(<List opening={1} />);
    expect(detailsOf("Regional").open).toBe(true);
    expect(screen.getByLabelText("Name")).toHaveFocus();
    // Folded by the visitor, and opened again: focus stays where the visitor put it.
    toggle(detailsOf("Regional"), false);
    (document.activeElement as HTMLElement | null)?.blur();
    toggle(detailsOf("Regional"), true);
    expect(screen.getByLabelText("Name")).not.toHaveFocus();
    rerender(<List opening={2} />);
    expect(screen.getByLabelText("Name")).toHaveFocus();
  });

  it("prerendered, every fold is built; a row and the fold in it, opened before hydration, stay open and built", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<List />);
    // Built without JavaScript, folded.
    const [row, stops] = [...container.querySelectorAll("details")];
    expect(container.querySelector("[aria-label=Knivsta]")).not.toBeNull();
    // The visitor opens both before the page hydrates.
    row!.open = true;
    stops!.open = true;
    await act(async () => {
      hydrateRoot(container, <List />);
    });
    expect(container.querySelectorAll("details")[0]).toBe(row);
    expect(container.querySelectorAll("details")[1]).toBe(stops);
    expect(stops!.open).toBe(true);
    expect(container.querySelector("[aria-label=Knivsta]")).not.toBeNull();
    container.remove();
  });

  it("prerendered and left folded, a row drops its form once hydrated", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<List />);
    await act(async () => {
      hydrateRoot(container, <List />);
    });
    expect(container.querySelector("[aria-label=Name]")).toBeNull();
    container.remove();
  });
});
