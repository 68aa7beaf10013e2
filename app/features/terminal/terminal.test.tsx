// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateAfter, typeInto } from "~/lib/hydrate-test-utils";
import { Terminal } from "./terminal";
import { testContext as ctx } from "./test-fixture";
import { STREAM_LINE_MS } from "./use-terminal";

function setup() {
  vi.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<Terminal ctx={ctx} welcome={["Welcome line"]} prompt="guest@test:~$" title="bash" />);
  const input = screen.getByRole("textbox", { name: "Terminal command" });
  const log = screen.getByRole("log", { name: "Terminal output" });
  return { user, input, log };
}

afterEach(() => vi.useRealTimers());

describe("Terminal", () => {
  it("shows the welcome lines in a live log", () => {
    const { log } = setup();
    expect(log).toHaveTextContent("Welcome line");
    expect(log).toHaveAttribute("aria-live", "polite");
  });

  it("runs a command on Enter, echoes it and clears the input", async () => {
    const { user, input, log } = setup();
    await user.type(input, "ABOUT{Enter}");
    expect(log).toHaveTextContent("guest@test:~$ ABOUT");
    expect(log).toHaveTextContent("Ada Planner — Optimisation Engineer");
    expect(input).toHaveValue("");
  });

  it("shows hostile input as literal text", async () => {
    const { user, input, log } = setup();
    const hostile = "<img src=x onerror=alert(1)>";
    await user.click(input);
    await user.paste(hostile);
    await user.keyboard("{Enter}");
    expect(log.querySelector("img")).toBeNull();
    expect(log).toHaveTextContent(`Command not found: ${hostile}. Type 'help' for available commands.`);
  });

  it("walks the history with the arrow keys", async () => {
    const { user, input } = setup();
    await user.type(input, "help{Enter}skills{Enter}");
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveValue("skills");
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveValue("help");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveValue("");
  });

  it("completes with Tab and clears with Ctrl+L", async () => {
    const { user, input, log } = setup();
    await user.type(input, "rail");
    await user.keyboard("{Tab}");
    expect(input).toHaveValue("railway");
    expect(input).toHaveFocus();
    await user.keyboard("{Control>}l{/Control}");
    expect(log).toBeEmptyDOMElement();
  });

  it("prints a sequence line by line", async () => {
    const { user, input, log } = setup();
    await user.type(input, "matrix{Enter}");
    expect(log).toHaveTextContent("m1");
    expect(log).not.toHaveTextContent("m2");
    act(() => vi.advanceTimersByTime(STREAM_LINE_MS));
    expect(log).toHaveTextContent("m2");
    expect(log).not.toHaveTextContent("m3");
    act(() => vi.advanceTimersByTime(STREAM_LINE_MS));
    expect(log).toHaveTextContent("m3");
  });
});

describe("Terminal before hydration", () => {
  const terminal = <Terminal ctx={ctx} welcome={["Welcome line"]} prompt="guest@test:~$" title="bash" />;

  it("keeps a command typed before it hydrated and uses it: Tab, then Enter", async () => {
    const page = await hydrateAfter(terminal, (c) => typeInto(c.querySelector("input"), "rail"));
    expect(page.errors).toEqual([]);
    const user = userEvent.setup();
    const input = screen.getByRole("textbox", { name: "Terminal command" });
    expect(input).toHaveValue("rail");
    await user.click(input);
    await user.keyboard("{Tab}");
    expect(input).toHaveValue("railway");
    await user.keyboard("{Enter}");
    expect(screen.getByRole("log", { name: "Terminal output" })).toHaveTextContent("guest@test:~$ railway");
    page.unmount();
  });

  it("runs what the field holds even when Enter comes before the value reached state", async () => {
    const page = await hydrateAfter(terminal, () => undefined);
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Terminal command" });
    input.value = "about"; // bypasses React's onChange, as text typed before hydration does
    await act(async () => fireEvent.submit(input.form!));
    expect(screen.getByRole("log", { name: "Terminal output" })).toHaveTextContent("Ada Planner — Optimisation Engineer");
    expect(input).toHaveValue("");
    page.unmount();
  });

  it("submits nowhere natively, so an early Enter cannot reload the page", () => {
    render(terminal);
    expect(screen.getByRole("textbox", { name: "Terminal command" }).closest("form")).toHaveAttribute("method", "dialog");
  });
});
