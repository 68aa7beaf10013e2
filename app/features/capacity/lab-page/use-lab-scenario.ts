import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { SAMPLE_SCENARIO, type Scenario, type ScenarioStation, type ScenarioTrainType } from "./scenario";
import { decodeScenario, encodeScenario } from "./url-state";

/** What the lab keeps in each history entry it makes: how many of its edits lie behind it. */
interface EntryState {
  labEdits: number;
}

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

const sameStation = (a: ScenarioStation, b: ScenarioStation) => a.name === b.name && a.km === b.km;
const sameType = (a: ScenarioTrainType, b: ScenarioTrainType) =>
  a.name === b.name &&
  a.speedKmh === b.speedKmh &&
  a.perHour === b.perHour &&
  a.offsetMin === b.offsetMin &&
  (a.stops === b.stops || (Array.isArray(a.stops) && Array.isArray(b.stops) && a.stops.length === b.stops.length && a.stops.every((s, i) => s === b.stops[i])));

/** The same items as `next`'s, each of `before`'s where equal (and the same list where all are). */
function shareItems<T>(before: readonly T[], next: T[], same: (a: T, b: T) => boolean): T[] {
  const items = next.map((item, i) => (i < before.length && same(before[i]!, item) ? before[i]! : item));
  return items.length === before.length && items.every((item, i) => item === before[i]) ? (before as T[]) : items;
}

/** `next`, with every part equal to `before`'s being `before`'s very object. */
export function sharing(before: Scenario, next: Scenario): Scenario {
  if (before === next) return next;
  const stations = shareItems(before.line.stations, next.line.stations, sameStation);
  const l = next.line;
  const b = before.line;
  const line = stations === b.stations && l.blockKm === b.blockKm && l.releaseMin === b.releaseMin && l.dwellMin === b.dwellMin ? b : { ...l, stations };
  const trainTypes = shareItems(before.trainTypes, next.trainTypes, sameType);
  if (line === b && trainTypes === before.trainTypes && next.name === before.name && next.order === before.order) return before;
  return { ...next, line, trainTypes };
}

/**
 * The addresses this page wrote in this visit, with their scenarios: Undo and Back return to one
 * of them, and take its scenario as it was instead of decompressing and validating the address
 * again (part of a long task at 4× CPU on the largest scenario). The newest 50.
 */
const written = new Map<string, Scenario>();
function remember(hash: string, scenario: Scenario) {
  written.delete(hash);
  written.set(hash, scenario);
  if (written.size > 50) written.delete(written.keys().next().value!);
}
function decodeKnown(hash: string): ReturnType<typeof decodeScenario> {
  const known = written.get(hash);
  return known ? { ok: true, value: known } : decodeScenario(hash);
}

interface Pending {
  scenario: Scenario;
  field?: string;
}

/**
 * The scenario lives in the address (`#v1.…`, url-state.ts): a link restores it, Back and Forward
 * step through edits, a reload loses nothing. Until the page has hydrated it is the sample, as
 * the prerendered HTML shows it; then the address decides, and every edit is the page's state
 * at once and the address's soon after (writing the address on every key cost a history write
 * and a router render per key: long tasks at 4× CPU on the largest scenario).
 */
export function useLabScenario(): LabScenario {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const hash = hydrated ? location.hash : "";
  const edits = (location.state as EntryState | null)?.labEdits ?? 0;

  // The scenario being edited, ahead of the address while typing; `hash` is the address it
  // belongs to, so a change of address from elsewhere (Back, a link) replaces it. While it
  // matches, the address is not decoded again (an lz-string pass and a validation per write).
  const [local, setLocal] = useState<{ hash: string; scenario: Scenario; ahead: boolean } | null>(null);
  // The address the page shows: the page's own writes move it at once, a change from elsewhere a
  // task later. Back, Forward and Undo change the address in a `popstate` event, and React renders
  // the transitions begun in one (React Router's, and any begun in its effects) at once, in one
  // task: with the new scenario in it, the whole page was one long task at 4× CPU. A transition
  // begun in a later task renders in slices.
  const [address, setAddress] = useState(hash);
  // Followed when it changes only: the page's own write moves `address` before the router's
  // commit brings the new `hash`, and must not be taken back in between.
  const followed = useRef(hash);
  useEffect(() => {
    if (followed.current === hash) return;
    followed.current = hash;
    // Not cleared when `address` changes meanwhile; it takes the newest address seen when it runs.
    if (address !== hash) setTimeout(() => startTransition(() => setAddress(followed.current)), 0);
  }, [address, hash]);
  const current = local !== null && local.hash === address;
  const decoded = useMemo(() => (current ? null : decodeKnown(address)), [current, address]);
  const fresh = current ? local.scenario : decoded?.ok ? decoded.value : SAMPLE_SCENARIO;
  // A decoded address (Back, Undo, a link) shares what did not change with the scenario before,
  // so the rows and cards of the editors that stayed the same skip rendering.
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
    remember(nextHash, p.scenario);
    if (nextHash === now) return;
    const replace = p.field !== undefined && typingEntry.current?.field === p.field && typingEntry.current.hash === now;
    typingEntry.current = p.field === undefined ? null : { field: p.field, hash: nextHash };
    const state: EntryState = { labEdits: replace ? count : count + 1 };
    // The local scenario moves to the new address with it, so nothing is decoded again. The
    // router's own state follows the navigation in this transition too: its root's location
    // (React Router's HydratedRouter) was set outside one, a blocking render of the whole page
    // in this task, every write.
    startTransition(() => {
      setLocal({ hash: nextHash, scenario: p.scenario, ahead: false });
      setAddress(nextHash);
      go({ hash: nextHash }, { replace, state, preventScrollReset: true });
    });
  }, []);

  // A reload in the middle of typing keeps the last keys: written straight into the entry, as
  // the page is going. Leaving for another page of the site drops them (Back returns to the
  // last written state).
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
      // A transition: the key's (or click's) own task holds only the field and the check; the
      // page's render of the new scenario comes after it, in slices (the largest scenario's
      // render and the frame after it made one long task at 4× CPU).
      startTransition(() => {
        setLocal({ hash: now, scenario: next, ahead: true });
        setAddress(now);
      });
      // Any other edit's address is written in the next task: compressing it and the router's
      // navigation were a third of the click's (or import's) task at 4× CPU.
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
