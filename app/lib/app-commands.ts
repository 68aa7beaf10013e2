/**
 * A tiny bus for commands that one part of the site sends to a widget elsewhere (the command
 * palette asks the terminal for focus, the simulation to play), so features never import each
 * other. A command sent while nobody listens (the widget's code still loading, or the
 * navigation to its page not finished) waits, and the first listener for it receives it.
 */
export type AppCommand = "terminal:focus" | "simulation:play" | "simulation:pause" | "simulation:reset" | "lab:import" | "lab:reset";

type Handler = () => void;

const handlers = new Map<AppCommand, Set<Handler>>();
let pending: AppCommand[] = [];
const waitWatchers = new Set<(command: AppCommand) => void>();

export function dispatchAppCommand(command: AppCommand): void {
  const listeners = handlers.get(command);
  if (listeners && listeners.size > 0) {
    listeners.forEach((h) => h());
    return;
  }
  // One waiting copy is enough: "play" twice before the panel loads is still one play.
  if (!pending.includes(command)) pending.push(command);
  waitWatchers.forEach((w) => w(command));
}

/**
 * Hears every command that waits for a listener, those already waiting included: a page
 * whose widgets load lazily uses it to load the one a command is for.
 */
export function watchWaitingAppCommands(watcher: (command: AppCommand) => void): () => void {
  waitWatchers.add(watcher);
  pending.forEach((c) => watcher(c));
  return () => {
    waitWatchers.delete(watcher);
  };
}

/** Listens for a command and runs any that waited for it; returns the unsubscribe. */
export function subscribeAppCommand(command: AppCommand, handler: Handler): () => void {
  let set = handlers.get(command);
  if (!set) handlers.set(command, (set = new Set()));
  set.add(handler);
  if (pending.includes(command)) {
    pending = pending.filter((c) => c !== command);
    handler();
  }
  return () => {
    set.delete(handler);
  };
}

/** For tests: forget every listener and waiting command. */
export function resetAppCommands(): void {
  handlers.clear();
  waitWatchers.clear();
  pending = [];
}
