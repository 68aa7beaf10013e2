import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { SAMPLE_SCENARIO, type Scenario } from "./scenario";
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
  const current = local !== null && local.hash === hash;
  const decoded = useMemo(() => (current ? null : decodeScenario(hash)), [current, hash]);
  const scenario = current ? local.scenario : decoded?.ok ? decoded.value : SAMPLE_SCENARIO;

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
    const state: EntryState = { labEdits: replace ? count : count + 1 };
    // The local scenario moves to the new address with it, so nothing is decoded again.
    setLocal({ hash: nextHash, scenario: p.scenario, ahead: false });
    go({ hash: nextHash }, { replace, state, preventScrollReset: true });
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
      if (pending.current && pending.current.field !== field) write();
      pending.current = { scenario: next, field };
      setLocal({ hash: now, scenario: next, ahead: true });
      if (field === undefined) write();
      else {
        clearTimeout(timer.current);
        timer.current = setTimeout(write, TYPING_WRITE_MS);
      }
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
