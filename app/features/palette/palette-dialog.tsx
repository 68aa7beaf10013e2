import { CommandInput, CommandList, CommandRoot } from "cmdk";
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import * as index from "virtual:palette-posts";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { requestPrefetch } from "~/lib/prefetch";
import { m } from "~/paraglide/messages";
import { type PaletteCommand, buildCommands } from "./commands";
import { type FileEntry, buildFileEntries } from "./files";
import { PaletteItem } from "./palette-item";
import type { PaletteDialogProps } from "./palette-types";
import { type PaletteMode, initialInput, parseInput, rankEntries } from "./ranking";
import { pushRecent, readRecent, recentKey } from "./recent";
import { usePaletteActions } from "./use-palette-actions";

type Entry = FileEntry | PaletteCommand;

const storage = () => window.localStorage;
const isApple = () => /Mac|iPhone|iPad/.test(navigator.userAgent);
const noSubscribe = () => () => {};
/** Shown either way it can be: as a popover, or as a modal (over the blog's reader). */
const isShown = (dialog: HTMLDialogElement) => dialog.open || dialog.matches(":popover-open");

/**
 * The palette: a <dialog> shown as a popover (the top layer, over everything) around cmdk's
 * combobox and listbox. Loaded on first open, then kept mounted.
 *
 * Not `showModal()`: making the page behind inert restyles every element of it, which was half
 * of the first open's time on a slow phone (≈ 50 of ≈ 100 ms at 4× CPU). What the modal gave is
 * kept by other means: the dialog covers the viewport (a click outside the panel closes it),
 * `aria-modal` keeps screen readers inside, focus cannot leave the input, and Escape or a
 * phone's back gesture closes it (an `auto` popover). Over another modal dialog (the blog's
 * reader) a popover would be inert, so there it opens as a modal.
 */
export default function PaletteDialog({ state, onClose, env }: PaletteDialogProps) {
  const { open, mode, opened } = state;
  const { site } = env;
  const key = recentKey(site.productSlug);
  // The dialog stays mounted across navigations: a language switch rebuilds its entries.
  const locale = useLocale();
  const t = translate(locale);
  const entries = useMemo<Entry[]>(() => {
    // A page is rendered only by its own language's build, whose palette index it has.
    const own = index[locale];
    if (!own) throw new Error(`The palette has no index for "${locale}" in this build.`);
    const { titles, posts, projects, tags } = own;
    const pages = env.pages.map((p) => ({ ...p, title: titles[p.path as keyof typeof titles] ?? p.file }));
    return [...buildFileEntries(pages, posts, projects, tags, locale), ...buildCommands(site, locale)];
  }, [env.pages, site, locale]);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  useLayoutEffect(() => {
    openRef.current = open;
  });
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
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.close();
    if (dialog?.matches(":popover-open")) dialog.hidePopover();
    onClose();
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  }, [onClose]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const shown = isShown(dialog);
    if (open && !shown) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (document.querySelector("dialog:modal")) dialog.showModal();
      else dialog.showPopover();
    }
    if (open) inputRef.current?.focus();
    else if (shown) hide();
  }, [open, opened, hide]);

  // Focus stays in the input while the palette is open (Tab is held there too, below).
  useEffect(() => {
    if (!open) return;
    const keep = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      // Closing hides the dialog before focus goes back to the opener: let that through.
      if (!dialog || !isShown(dialog)) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) inputRef.current?.focus();
    };
    document.addEventListener("focusin", keep);
    return () => document.removeEventListener("focusin", keep);
  }, [open]);

  useHighlightedOption(dialogRef);

  const ranked = useMemo(() => rankEntries<Entry>(entries, input, recent), [entries, input, recent]);
  const { mode: shownMode } = parseInput(input);
  const recentLabel = t(m.palette_recently_used);

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
        popover="auto"
        aria-label={t(m.palette_dialog_label)}
        aria-modal="true"
        // Escape or the back gesture: a popover closes itself; a modal asks first (cancel).
        onToggle={(e) => e.newState === "closed" && openRef.current && hide()}
        onCancel={(e) => {
          e.preventDefault();
          hide();
        }}
        // The dialog is the dimmed backdrop around the panel; keyboard users have Escape.
        onClick={(e) => e.target === e.currentTarget && hide()}
        // A press elsewhere in the panel would take focus from the input (the list's own
        // scrollbar is let through).
        onMouseDown={(e) => e.target !== inputRef.current && !(e.target instanceof Element && e.target.hasAttribute("cmdk-list")) && e.preventDefault()}
        className="fixed inset-0 m-0 size-full max-h-none max-w-none bg-background/50 p-0 text-foreground backdrop:bg-transparent"
      >
        <div className="mx-auto mt-14 w-[min(40rem,calc(100vw-1rem))] overflow-hidden rounded-md border border-border bg-sidebar shadow-2xl sm:mt-16">
        <CommandRoot
          label={t(shownMode === "commands" ? m.palette_mode_commands : m.palette_mode_files)}
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
              placeholder={t(m.palette_placeholder)}
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              className="min-h-11 w-full rounded-sm border border-accent bg-input px-2 font-mono text-base text-foreground outline-none placeholder:text-muted-foreground sm:min-h-8 sm:text-[13px]"
            />
          </div>
          <CommandList label={t(m.palette_list_label)} className="max-h-[min(60vh,26rem)] overflow-y-auto overscroll-contain px-1.5 pb-1.5">
            {ranked.map((r) => (
              <PaletteItem key={r.entry.id} ranked={r} mac={mac} recentLabel={recentLabel} FileIcon={env.FileIcon} onChoose={onChoose} />
            ))}
          </CommandList>
          {/* Always present, so screen readers announce when it fills. */}
          <p role="status" className="px-3 pb-3 font-mono text-[13px] text-muted-foreground empty:hidden">
            {ranked.length === 0 ? t(m.palette_no_results) : ""}
          </p>
        </CommandRoot>
        </div>
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
 * The option cmdk marks aria-selected, the one Enter runs. cmdk 1.1.1 leaves the input's
 * aria-activedescendant unset at mount and stale after the list changes
 * (github.com/dip/cmdk/issues/413), and its own value overrides ours: until a fixed release, the
 * option is mirrored onto the input. A file option's page is fetched ahead, as a link's under the
 * pointer is (issue 60); watched here, not through cmdk's onValueChange, which it calls for a
 * controlled value only, and controlling it would render the dialog again on each highlight.
 */
function useHighlightedOption(dialogRef: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    let page: string | undefined;
    const sync = () => {
      const input = dialog.querySelector("[cmdk-input]");
      const option = dialog.querySelector<HTMLElement>('[cmdk-item][aria-selected="true"]');
      const id = option?.id;
      if (option?.dataset.page && option.dataset.page !== page) requestPrefetch((page = option.dataset.page));
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
