import { useCallback, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { SAMPLE_SCENARIO, type Scenario } from "./scenario";
import { decodeScenario, encodeScenario } from "./url-state";

/** What the lab keeps in each history entry it makes: how many of its edits lie behind it. */
interface EntryState {
  labEdits: number;
}

export interface LabScenario {
  scenario: Scenario;
  /** The link's scenario could not be read: the sample is shown instead. */
  unreadableLink: boolean;
  /** There is an edit of this visit to undo (the entry before this one is the lab's too). */
  canUndo: boolean;
  /**
   * Makes `next` the scenario: a new history entry, or, for more typing in the field that made
   * the last one (`field`), that entry replaced, so Back undoes a field's edit as a whole.
   */
  commit(next: Scenario, field?: string): void;
  /** The field being typed in is left: its next edit is a new history entry. */
  endField(): void;
  undo(): void;
}

/**
 * The scenario lives in the address (`#v1.…`, url-state.ts): a link restores it, Back and Forward
 * step through edits, a reload loses nothing. Until the page has hydrated it is the sample, as
 * the prerendered HTML shows it; then the address decides.
 */
export function useLabScenario(): LabScenario {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const hash = hydrated ? location.hash : "";
  const decoded = useMemo(() => decodeScenario(hash), [hash]);
  const scenario = decoded?.ok ? decoded.value : SAMPLE_SCENARIO;
  const edits = (location.state as EntryState | null)?.labEdits ?? 0;

  // The hash the last field edit wrote, and the field: more typing there replaces that entry.
  const [typing, setTyping] = useState<{ field: string; hash: string } | null>(null);

  const commit = useCallback(
    (next: Scenario, field?: string) => {
      const nextHash = `#${encodeScenario(next)}`;
      if (nextHash === hash) return;
      const replace = field !== undefined && typing?.field === field && typing.hash === hash;
      const state: EntryState = { labEdits: replace ? edits : edits + 1 };
      setTyping(field === undefined ? null : { field, hash: nextHash });
      navigate({ hash: nextHash }, { replace, state, preventScrollReset: true });
    },
    [hash, typing, edits, navigate],
  );

  return {
    scenario,
    unreadableLink: decoded !== null && !decoded.ok,
    canUndo: hydrated && edits > 0,
    commit,
    endField: useCallback(() => setTyping(null), []),
    undo: useCallback(() => {
      setTyping(null);
      navigate(-1);
    }, [navigate]),
  };
}
