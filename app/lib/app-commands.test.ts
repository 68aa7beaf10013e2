import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dispatchAppCommand, resetAppCommands, subscribeAppCommand, watchWaitingAppCommands } from "./app-commands";

afterEach(() => resetAppCommands());

describe("app command bus", () => {
  it("delivers a command to its listeners only", () => {
    const play = vi.fn();
    const pause = vi.fn();
    subscribeAppCommand("simulation:play", play);
    subscribeAppCommand("simulation:pause", pause);
    dispatchAppCommand("simulation:play");
    expect(play).toHaveBeenCalledTimes(1);
    expect(pause).not.toHaveBeenCalled();
  });

  it("keeps a command sent before anyone listens and hands it to the first listener", () => {
    dispatchAppCommand("terminal:focus");
    dispatchAppCommand("terminal:focus");
    const focus = vi.fn();
    subscribeAppCommand("terminal:focus", focus);
    expect(focus).toHaveBeenCalledTimes(1);
    // Drained: a second listener does not get it again.
    const later = vi.fn();
    subscribeAppCommand("terminal:focus", later);
    expect(later).not.toHaveBeenCalled();
  });

  it("waits for the command's own listener, not any listener", () => {
    dispatchAppCommand("simulation:reset");
    const play = vi.fn();
    subscribeAppCommand("simulation:play", play);
    expect(play).not.toHaveBeenCalled();
    const reset = vi.fn();
    subscribeAppCommand("simulation:reset", reset);
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("stops delivering after unsubscribe and queues again", () => {
    const play = vi.fn();
    const off = subscribeAppCommand("simulation:play", play);
    off();
    dispatchAppCommand("simulation:play");
    expect(play).not.toHaveBeenCalled();
    const next = vi.fn();
    subscribeAppCommand("simulation:play", next);
    expect(next).toHaveBeenCalledTimes(1);
  });
});

describe("watchWaitingAppCommands", () => {
  beforeEach(() => resetAppCommands());

  it("hears commands already waiting and those that wait later, not those a listener takes", () => {
    dispatchAppCommand("terminal:focus");
    const heard: string[] = [];
    const stop = watchWaitingAppCommands((c) => heard.push(c));
    expect(heard).toEqual(["terminal:focus"]);

    subscribeAppCommand("simulation:play", () => {});
    dispatchAppCommand("simulation:play");
    dispatchAppCommand("simulation:pause");
    expect(heard).toEqual(["terminal:focus", "simulation:pause"]);

    stop();
    dispatchAppCommand("simulation:reset");
    expect(heard).toHaveLength(2);
  });
});
