import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import type { Scenario } from "~/lib/capacity/scenario";
import { decodeScenario, encodeScenario, entryEdits } from "~/lib/capacity/codec";

/** Typing in a field writes the address this long after the last key (docs/decisions.md). */
export const TYPING_WRITE_MS = 400;

export interface LabScenario {
  scenario: Scenario;
  /** The link's scenario could not be read: the sample is shown instead. */
  unreadableLink: boolean;
  /** There is an edit of this visit to undo (the entry before this one is the lab's too). */
  canUndo: boolean;
  /**
   * Makes `next` the scenario at once. The address follows: a new history entry, or, for more
   * typing in the field that made the last one (`field`), that entry replaced, so Back undoes a
   * field's edit as a whole. Typing is written once the keys pause, everything else at once.
   */
  commit(next: Scenario, field?: string): void;
  /** The field being typed in is left: its edit is written, and the next one is a new entry. */
  endField(): void;
  undo(): void;
}

/** Stations and train types are small plain objects: equal when their JSON is. */
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The same items as `next`'s, each of `before`'s where equal (and the same list where all are). */
function shareItems<T>(before: readonly T[], next: T[]): T[] {
  const items = next.map((item, i) => (i < before.length && same(before[i], item) ? before[i]! : item));
  return items.length === before.length && items.every((item, i) => item === before[i]) ? (before as T[]) : items;
}

/** `next`, with every part equal to `before`'s being `before`'s very object (memoised rows skip rendering). */
export function sharing(before: Scenario, next: Scenario): Scenario {
  const stations = shareItems(before.line.stations, next.line.stations);
  const line = stations === before.line.stations && same({ ...next.line, stations }, before.line) ? before.line : { ...next.line, stations };
  const trainTypes = shareItems(before.trainTypes, next.trainTypes);
  if (line === before.line && trainTypes === before.trainTypes && next.name === before.name && next.order === before.order) return before;
  return { ...next, line, trainTypes };
}

interface Pending {
  scenario: Scenario;
  field?: string;
}

/**
 * The scenario lives in the address (`#v1.…`, url-state.ts): a link restores it, Back and Forward
 * step through edits, a reload loses nothing. Until the page has hydrated it is the sample, as
 * the prerendered HTML shows it; then the address decides. An edit is the page's state at once
 * and the address's a task later (typing: once the keys pause).
 */
export function useLabScenario(sample: Scenario): LabScenario {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const hash = hydrated ? location.hash : "";
  const edits = entryEdits(location.state);
  // The scenario being edited, ahead of the address while typing; `hash` is the address it
  // belongs to, so a change of address from elsewhere (Back, a link) replaces it. Written, it
  // belongs to the new address, and to the one it left (`from`) until the router has moved.
  const [local, setLocal] = useState<{ hash: string; from?: string; scenario: Scenario; ahead: boolean } | null>(null);
  if (local?.from !== undefined && local.hash === hash) setLocal({ ...local, from: undefined });
  const current = local !== null && (local.hash === hash || local.from === hash);
  const decoded = useMemo(() => (current ? null : decodeScenario(hash)), [current, hash]);
  const fresh = current ? local.scenario : decoded?.ok ? decoded.value : sample;
  // What did not change stays the same object, so the editors' rows that show it skip rendering.
  const [kept, setKept] = useState({ fresh, scenario: fresh });
  let scenario = kept.scenario;
  if (kept.fresh !== fresh) {
    scenario = sharing(kept.scenario, fresh);
    setKept({ fresh, scenario });
  }

  const pending = useRef<Pending | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The field whose typing made the current entry: more of it replaces the entry.
  const typingEntry = useRef<{ field: string; hash: string } | null>(null);
  const latest = useRef({ hash, edits, navigate });
  useEffect(() => {
    latest.current = { hash, edits, navigate };
  });

  const write = useCallback(() => {
    clearTimeout(timer.current);
    const p = pending.current;
    pending.current = null;
    if (!p) return;
    const { hash: now, edits: count, navigate: go } = latest.current;
    const nextHash = `#${encodeScenario(p.scenario)}`;
    if (nextHash === now) return;
    const replace = p.field !== undefined && typingEntry.current?.field === p.field && typingEntry.current.hash === now;
    typingEntry.current = p.field === undefined ? null : { field: p.field, hash: nextHash };
    const state = { labEdits: replace ? count : count + 1 };
    // The local scenario moves to the new address with it, so nothing is decoded again; in a
    // transition, so the router's render of the new location is one too.
    startTransition(() => {
      setLocal({ hash: nextHash, from: now, scenario: p.scenario, ahead: false });
      go({ hash: nextHash }, { replace, state, preventScrollReset: true });
    });
  }, []);

  // A reload in the middle of typing keeps the last keys, written into the entry as the page goes.
  useEffect(() => {
    const keep = () => {
      const p = pending.current;
      if (!p) return;
      pending.current = null;
      window.history.replaceState(window.history.state, "", `#${encodeScenario(p.scenario)}`);
    };
    window.addEventListener("pagehide", keep);
    return () => {
      window.removeEventListener("pagehide", keep);
      clearTimeout(timer.current);
      pending.current = null;
    };
  }, []);

  const commit = useCallback(
    (next: Scenario, field?: string) => {
      const { hash: now } = latest.current;
      // A different field's (or no field's) edit first writes what was typed before it.
      if (pending.current && (pending.current.field !== field || field === undefined)) write();
      pending.current = { scenario: next, field };
      // A transition: the key's (or click's) own task holds only the field and the check.
      startTransition(() => setLocal({ hash: now, scenario: next, ahead: true }));
      // The address is written a task later (typing: once the keys pause).
      clearTimeout(timer.current);
      timer.current = setTimeout(write, field === undefined ? 0 : TYPING_WRITE_MS);
    },
    [write],
  );

  return {
    scenario,
    unreadableLink: decoded !== null && !decoded.ok,
    canUndo: hydrated && (edits > 0 || (current && local.ahead)),
    commit,
    endField: useCallback(() => {
      write();
      typingEntry.current = null;
    }, [write]),
    undo: useCallback(() => {
      if (pending.current) write();
      typingEntry.current = null;
      latest.current.navigate(-1);
    }, [write]),
  };
}
