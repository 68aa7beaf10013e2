import { CommandInput, CommandList, CommandRoot } from "cmdk";
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import posts from "virtual:palette-posts";
import { projects } from "~/content/projects";
import { type PaletteCommand, buildCommands } from "./commands";
import { type FileEntry, buildFileEntries } from "./files";
import { PaletteItem } from "./palette-item";
import type { PaletteDialogProps } from "./palette-env";
import { type PaletteMode, initialInput, parseInput, rankEntries } from "./ranking";
import { pushRecent, readRecent, recentKey } from "./recent";
import { usePaletteActions } from "./use-palette-actions";

type Entry = FileEntry | PaletteCommand;

const storage = () => window.localStorage;
const isApple = () => /Mac|iPhone|iPad/.test(navigator.userAgent);
const noSubscribe = () => () => {};

/**
 * The palette: a native modal <dialog> (the browser makes the page behind it inert) around
 * cmdk's combobox and listbox. Loaded on first open, then kept mounted.
 */
export default function PaletteDialog({ state, onClose, env }: PaletteDialogProps) {
  const { open, mode, opened } = state;
  const { site } = env;
  const key = recentKey(site.productSlug);
  const entries = useMemo<Entry[]>(
    () => [...buildFileEntries(env.pages, posts, projects), ...buildCommands(site)],
    [env.pages, site],
  );
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [input, setInput] = useState(() => initialInput(mode));
  const [openedSeen, setOpenedSeen] = useState(opened);
  const [recent, setRecent] = useState(() => readRecent(storage, key));
  const mac = useSyncExternalStore(noSubscribe, isApple, () => false);

  // Each opening (also a shortcut pressed while open) starts from its mode's empty input.
  if (openedSeen !== opened) {
    setOpenedSeen(opened);
    setInput(initialInput(mode));
  }

  const switchMode = useCallback((next: PaletteMode) => {
    setInput(initialInput(next));
    inputRef.current?.focus();
  }, []);
  const { ctx, message } = usePaletteActions(switchMode, env);

  const hide = useCallback(() => {
    dialogRef.current?.close();
    onClose();
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  }, [onClose]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (open) inputRef.current?.focus();
    else if (dialog.open) hide();
  }, [open, opened, hide]);

  useActiveDescendantFix(dialogRef);

  const ranked = useMemo(() => rankEntries<Entry>(entries, input, recent), [entries, input, recent]);
  const { mode: shownMode } = parseInput(input);

  const choose = (entry: Entry) => {
    setRecent((current) => pushRecent(storage, key, current, entry.id));
    if (entry.mode === "commands" && entry.keepOpen) {
      void entry.run(ctx);
      return;
    }
    // Close first: focus goes back to where it was, then the command may move it on purpose.
    hide();
    if (entry.mode === "files") ctx.navigate(entry.to);
    else void entry.run(ctx);
  };
  // One callback for the life of the dialog, so the memoised options need not re-render.
  const chooseRef = useRef(choose);
  useLayoutEffect(() => {
    chooseRef.current = choose;
  });
  const onChoose = useCallback((entry: Entry) => chooseRef.current(entry), []);

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- backdrop click; Escape is its keyboard twin */}
      <dialog
        ref={dialogRef}
        aria-label="Command palette"
        onCancel={(e) => {
          e.preventDefault();
          hide();
        }}
        // A click on the backdrop lands on the <dialog> itself; keyboard users have Escape.
        onClick={(e) => e.target === e.currentTarget && hide()}
        className="mx-auto mt-14 mb-auto w-[min(40rem,calc(100vw-1rem))] max-w-none overflow-hidden rounded-md border border-border bg-sidebar p-0 text-foreground shadow-2xl backdrop:bg-background/50 sm:mt-16"
      >
        <CommandRoot
          label={shownMode === "commands" ? "Run a command" : "Go to file"}
          shouldFilter={false}
          vimBindings={false}
          loop
          className="flex flex-col"
        >
          <div className="p-1.5">
            <CommandInput
              ref={inputRef}
              value={input}
              onValueChange={setInput}
              onKeyDown={(e) => {
                // Focus stays in the input (the only focusable element); arrows reach the options.
                if (e.key === "Tab") e.preventDefault();
              }}
              placeholder="Search files by name, or type > for commands"
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              className="min-h-11 w-full rounded-sm border border-accent bg-input px-2 font-mono text-base text-foreground outline-none placeholder:text-muted-foreground sm:min-h-8 sm:text-[13px]"
            />
          </div>
          <CommandList className="max-h-[min(60vh,26rem)] overflow-y-auto overscroll-contain px-1.5 pb-1.5">
            {ranked.map((r) => (
              <PaletteItem key={r.entry.id} ranked={r} mac={mac} Icon={env.FileIcon} onChoose={onChoose} />
            ))}
          </CommandList>
          {/* Always present, so screen readers announce when it fills. */}
          <p role="status" className="px-3 pb-3 font-mono text-[13px] text-muted-foreground empty:hidden">
            {ranked.length === 0 ? "No matching results" : ""}
          </p>
        </CommandRoot>
      </dialog>
      <p
        role="status"
        className="fixed right-3 bottom-9 z-40 max-w-[calc(100vw-1.5rem)] rounded-sm border border-border bg-sidebar px-3 py-2 font-mono text-xs text-foreground shadow-lg empty:hidden"
      >
        {message}
      </p>
    </>
  );
}

/**
 * cmdk 1.1.1 leaves the input's aria-activedescendant unset at mount and stale after the list
 * changes (github.com/dip/cmdk/issues/413), and its own value overrides ours. Until a fixed
 * release, mirror the option cmdk marks aria-selected (the one Enter runs) onto the input.
 */
function useActiveDescendantFix(dialogRef: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const sync = () => {
      const input = dialog.querySelector("[cmdk-input]");
      const id = dialog.querySelector('[cmdk-item][aria-selected="true"]')?.id;
      if (!input) return;
      if (id && input.getAttribute("aria-activedescendant") !== id) input.setAttribute("aria-activedescendant", id);
      else if (!id && input.hasAttribute("aria-activedescendant")) input.removeAttribute("aria-activedescendant");
    };
    const observer = new MutationObserver(sync);
    observer.observe(dialog, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-selected", "aria-activedescendant"],
    });
    sync();
    return () => observer.disconnect();
  }, [dialogRef]);
}
