// @vitest-environment happy-dom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NetworkSimPanel } from "./network-sim-panel";
import { formatFixed } from "~/lib/i18n/format";

const stations = ["Central", "North Jct", "Harbour", "Freight Yard"];

function setup() {
  vi.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(<NetworkSimPanel stations={stations} locale="en" seed={2025} />);
  const stat = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
  const button = (name: string) => screen.getByRole("button", { name });
  const markers = () =>
    [...view.container.querySelectorAll("[data-train]")].map((g) => (g as SVGGElement).style.transform);
  return { user, view, stat, button, markers };
}

afterEach(() => vi.useRealTimers());

describe("NetworkSimPanel", () => {
  it("starts stopped with no trains and Optimize disabled", () => {
    const { stat, button, markers } = setup();
    expect(screen.getByText("Stopped")).toBeInTheDocument();
    expect(stat("Total Trains")).toBe("0");
    expect(stat("Efficiency")).toBe("0%");
    expect(markers()).toEqual([]);
    expect(button("Optimize")).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("img", { name: /no trains yet/ })).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("Play dispatches 8 trains that move every 100 ms; Pause stops them", async () => {
    const { user, stat, button, markers } = setup();
    await user.click(button("Play"));
    expect(screen.getByText("Running")).toBeInTheDocument();
    expect(stat("Total Trains")).toBe("8");
    expect(markers()).toHaveLength(8);
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(9);

    const before = markers();
    act(() => vi.advanceTimersByTime(100));
    const after = markers();
    expect(after).not.toEqual(before);

    await user.click(button("Pause"));
    expect(screen.getByText("Stopped")).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
    const paused = markers();
    act(() => vi.advanceTimersByTime(1000));
    expect(markers()).toEqual(paused);

    await user.click(button("Play"));
    expect(markers()).toEqual(paused);
  });

  it("Optimize once while running: badge, 100 % efficiency, then disabled", async () => {
    const { user, stat, button } = setup();
    await user.click(button("Play"));
    expect(button("Optimize")).not.toHaveAttribute("aria-disabled");
    await user.click(button("Optimize"));
    expect(screen.getByText("AI Optimized")).toBeInTheDocument();
    expect(stat("Efficiency")).toBe("100%");
    expect(stat("Delayed")).toBe("0");
    expect(button("Optimize")).toHaveAttribute("aria-disabled", "true");
    expect(button("Optimize")).toHaveFocus();
  });

  it("Reset stops and clears trains, stats and the optimized badge", async () => {
    const { user, stat, button, markers } = setup();
    await user.click(button("Play"));
    await user.click(button("Optimize"));
    await user.click(button("Reset"));
    expect(screen.getByText("Stopped")).toBeInTheDocument();
    expect(screen.queryByText("AI Optimized")).toBeNull();
    expect(stat("Total Trains")).toBe("0");
    expect(markers()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops its timer on unmount", async () => {
    const { user, button, view } = setup();
    await user.click(button("Play"));
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("changes only its own part of the page on a tick", async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let pageRenders = 0;
    // The rest of the page writes how often it rendered, so a re-render of it shows in the DOM.
    function Sibling() {
      pageRenders++;
      return <p data-renders={pageRenders}>rest of the page</p>;
    }
    const { container } = render(
      <main>
        <Sibling />
        <div data-testid="panel">
          <NetworkSimPanel stations={stations} locale="en" seed={7} />
        </div>
      </main>,
    );
    await user.click(screen.getByRole("button", { name: "Play" }));
    const panel = screen.getByTestId("panel");
    const changed: Node[] = [];
    const observer = new MutationObserver((records) => changed.push(...records.map((r) => r.target)));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const before = pageRenders;
    act(() => vi.advanceTimersByTime(1000));
    changed.push(...observer.takeRecords().map((r) => r.target));
    observer.disconnect();
    expect(screen.getByText("Running")).toBeInTheDocument();
    // The ticks did change the page, and every change is inside the panel.
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.filter((node) => !panel.contains(node))).toEqual([]);
    expect(pageRenders).toBe(before);
    expect(container.querySelector("[data-renders]")?.getAttribute("data-renders")).toBe(String(before));
  });
});

describe("NetworkSimPanel in Swedish", () => {
  it("shows Swedish words and sv-SE numbers", async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<NetworkSimPanel stations={["Centralen", "Norra avgr.", "Hamnen", "Godsbangården"]} locale="sv" seed={2025} />);
    const stat = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(screen.getByText("Stoppad")).toBeInTheDocument();
    expect(stat("Antal tåg")).toBe("0");
    expect(stat("Punktlighet")).toBe("0\u00a0%");
    expect(screen.getByRole("img", { name: "Slingbana med 4 stationer och inga tåg ännu." })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Optimera" })).toHaveAttribute("aria-disabled", "true");

    await user.click(screen.getByRole("button", { name: "Starta" }));
    expect(screen.getByText("Körs")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /^Slingbana med 4 stationer och 8 tåg, varav \d försenade\.$/ })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Tåg på slingan" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Tåg", "Typ", "Hastighet", "Försening", "Status"]);
    const cells = within(table).getAllByRole("cell").map((c) => c.textContent ?? "");
    expect(cells.filter((c) => /^\d,\d\d$/.test(c))).toHaveLength(8);
    expect(cells.filter((c) => /^\d,\d min$/.test(c))).toHaveLength(8);
    expect(cells.filter((c) => c === "persontåg" || c === "godståg")).toHaveLength(8);

    await user.click(screen.getByRole("button", { name: "Optimera" }));
    expect(screen.getByText("AI-optimerad")).toBeInTheDocument();
    expect(stat("Punktlighet")).toBe("100\u00a0%");
    await user.click(screen.getByRole("button", { name: "Pausa" }));
    await user.click(screen.getByRole("button", { name: "Återställ" }));
    expect(screen.getByText("Stoppad")).toBeInTheDocument();
  });
});

describe("formatFixed", () => {
  it("keeps toFixed in English and writes a decimal comma in Swedish", () => {
    expect(formatFixed(1.005, "en", 2)).toBe((1.005).toFixed(2));
    expect(formatFixed(2.5, "en", 1)).toBe("2.5");
    expect(formatFixed(2.5, "sv", 1)).toBe("2,5");
    expect(formatFixed(1.2, "sv", 2)).toBe("1,20");
    expect(formatFixed(0, "sv", 1)).toBe("0,0");
  });
});
