/**
 * What a visitor does before the code that answers it has arrived. The prerendered page is
 * visible long before its scripts run (on a slow phone, seconds), and a lazy island's code
 * (terminal, simulation, capacity lab) arrives later still. A button has no handler until React
 * hydrates it, so without this a tap in that time would do nothing, and Ctrl+P would open the
 * browser's print dialog instead of the palette.
 *
 * An inline script in <head> (`earlyInputScript`) listens from the first byte, in the capture
 * phase on the window, so before React's own listener on the document:
 *
 * - **Page buttons**: until the client entry hands the page to React
 *   (`stopRecordingPageClicks`), each button clicked is remembered; the root replays them once
 *   hydrated (`replayPageClicks`). Links and form submit buttons work without JavaScript and
 *   are left alone.
 * - **Island presses**: a click on a button, or a form's submit (Enter in the terminal), inside
 *   a lazy island that has not hydrated yet (`[data-island]` without `data-island-ready`) is
 *   held back from React and remembered for as long as that island needs, however long after
 *   the page hydrated. React would otherwise drop it (it stops discrete events aimed into a
 *   dehydrated Suspense boundary whose code is not here). The island's hydration replays them
 *   (`islandHydrated`). Holding every such press, rather than guessing which ones React can
 *   still handle, makes "exactly once" certain: React never sees the original.
 * - **Palette shortcuts** (Ctrl/⌘+P, Ctrl/⌘+K, Ctrl/⌘+Shift+P, F1, by the rules of
 *   features/palette/shortcuts.ts): kept from the browser and remembered until the palette's
 *   own listener takes over (`takeEarlyShortcut`).
 *
 * Each remembered press is replayed once, in order, one per task (so React renders between
 * them and a button the previous press disabled is seen as disabled and skipped); a press made
 * after hydration but before the replay has finished is held too and queued behind them.
 */

export type EarlyShortcutMode = "files" | "commands";

interface EarlyPress {
  kind: "click" | "submit";
  el: HTMLButtonElement | HTMLFormElement;
  /** The island the press waits for, or null for a page button. */
  island: Element | null;
}

interface EarlyShortcut {
  kind: "palette";
  mode: EarlyShortcutMode;
}

type EarlyEntry = EarlyPress | EarlyShortcut;

interface EarlyInput {
  queue: EarlyEntry[];
  /** Set while a remembered press is replayed, so the script lets it through. */
  replaying: number;
  stopPage(): void;
  /** Page button clicks are held from React (and queued) until the remembered ones are replayed. */
  holdPage(): void;
  stopKeys(): void;
}

declare global {
  interface Window {
    __early?: EarlyInput;
  }
}

/** The attribute a lazy island's wrapper carries, and the one set once it has hydrated. */
export const ISLAND_ATTR = "data-island";
export const ISLAND_READY_ATTR = "data-island-ready";
/** Dispatched on an island when a press is held for it, so its code starts loading now. */
export const ISLAND_NEED_EVENT = "island-need";

// ES5, no build step: it runs before any module. The shortcut rules repeat
// features/palette/shortcuts.ts; early-input.test.ts runs both against the same cases.
export const earlyInputScript = `(function(w){var q=[],page=1,keys=1,E;
function wait(el){var i=el.closest("[${ISLAND_ATTR}]");return i&&!i.hasAttribute("${ISLAND_READY_ATTR}")?i:null}
function hold(e,el,kind){if(E.replaying)return;var i=wait(el);if(i||(page===2&&kind==="click")){e.preventDefault();e.stopImmediatePropagation();q.push({kind:kind,el:el,island:i});if(i)i.dispatchEvent(new Event("${ISLAND_NEED_EVENT}"));}else if(page&&kind==="click")q.push({kind:kind,el:el,island:null})}
w.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("button");if(b&&!(b.form&&b.type==="submit"))hold(e,b,"click")},true);
w.addEventListener("submit",function(e){var f=e.target;if(f instanceof HTMLFormElement&&wait(f))hold(e,f,"submit")},true);
function typing(t){if(!(t instanceof HTMLElement))return false;if(t.isContentEditable||t instanceof HTMLTextAreaElement||t instanceof HTMLSelectElement)return true;
return t instanceof HTMLInputElement&&["button","submit","reset","checkbox","radio","range","color","file"].indexOf(t.type)<0}
function mode(e){if(e.altKey)return null;var mod=e.ctrlKey||e.metaKey,k=e.key.toLowerCase();if(e.key==="F1"&&!mod&&!e.shiftKey)return"commands";
if(!mod||(e.ctrlKey&&e.metaKey))return null;if(k==="p"||e.code==="KeyP")return e.shiftKey?"commands":"files";
if((k==="k"||e.code==="KeyK")&&!e.shiftKey&&!typing(e.target))return"files";return null}
w.addEventListener("keydown",function(e){if(!keys||e.repeat)return;var m=mode(e);if(m){e.preventDefault();q.push({kind:"palette",mode:m})}},true);
w.__early=E={queue:q,replaying:0,stopPage:function(){page=0},holdPage:function(){page=2},stopKeys:function(){keys=0}}})(window)`;

let pageClicks: EarlyPress[] = [];

function take<T extends EarlyEntry>(win: Window, keep: (e: EarlyEntry) => e is T): T[] {
  const queue = win.__early?.queue;
  if (!queue) return [];
  const taken: T[] = [];
  for (let i = 0; i < queue.length; ) {
    const entry = queue[i]!;
    if (keep(entry)) {
      taken.push(entry);
      queue.splice(i, 1);
    } else i++;
  }
  return taken;
}

const isPagePress = (e: EarlyEntry): e is EarlyPress => e.kind !== "palette" && e.island === null;

/**
 * Called by the client entry right before hydrating: from then on React hears page clicks, or,
 * when some were remembered, once they have been replayed (until then a new one queues behind).
 */
export function stopRecordingPageClicks(win: Window = window): void {
  pageClicks = take(win, isPagePress);
  if (pageClicks.length > 0) win.__early?.holdPage();
  else win.__early?.stopPage();
}

/**
 * Presses the remembered elements, one per task, skipping any that left or were disabled; then
 * the ones `more` finds were held meanwhile, the same way, and `done` once there are none.
 */
function replay(presses: EarlyPress[], win: Window, more: () => EarlyPress[], done: () => void): void {
  const next = () => {
    if (presses.length === 0) presses.push(...more());
    const press = presses.shift();
    if (!press) return done();
    const { el } = press;
    if (el.isConnected) {
      const early = win.__early;
      if (early) early.replaying = 1;
      try {
        if (el instanceof HTMLFormElement) el.requestSubmit();
        else if (!el.disabled) el.click();
      } finally {
        if (early) early.replaying = 0;
      }
    }
    win.setTimeout(next, 0);
  };
  next();
}

/**
 * Called once the root has hydrated: presses each remembered page button still there. A task
 * later, outside React's commit: parts of the page that hydrate on their own
 * (components/hydration-slice.tsx) may not have yet, and React can hydrate one at once for a
 * click on it only when it is not already in the middle of a commit.
 */
export function replayPageClicks(win: Window = window): void {
  const presses = pageClicks.splice(0);
  if (presses.length > 0) win.setTimeout(() => replay(presses, win, () => take(win, isPagePress), () => win.__early?.stopPage()), 0);
}

/** Whether presses wait for this island: its code should load now, wherever it is. */
export function hasEarlyInput(island: Element, win: Window = window): boolean {
  return win.__early?.queue.some((e) => e.kind !== "palette" && e.island === island) ?? false;
}

/**
 * Called by a lazy island once its code has hydrated it: the presses held for it are replayed,
 * and presses made meanwhile are held behind them; once none is left, the island is ready and
 * React hears it directly.
 */
export function islandHydrated(island: Element, win: Window = window): void {
  const held = () => take(win, (e): e is EarlyPress => e.kind !== "palette" && e.island === island);
  const ready = () => island.setAttribute(ISLAND_READY_ATTR, "");
  const presses = held();
  if (presses.length === 0) return ready();
  // A task later: the island's effects (its listeners, its adoption of typed text) run first.
  win.setTimeout(() => replay(presses, win, held, ready), 0);
}

/**
 * Called when the palette's own shortcut listener is installed: the inline script stops
 * answering shortcuts, and the mode of the last one pressed meanwhile (if any) is returned.
 */
export function takeEarlyShortcut(win: Window = window): EarlyShortcutMode | null {
  win.__early?.stopKeys();
  const shortcuts = take(win, (e): e is EarlyShortcut => e.kind === "palette");
  return shortcuts.at(-1)?.mode ?? null;
}
