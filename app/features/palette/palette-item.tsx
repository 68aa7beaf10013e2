import { CommandItem } from "cmdk";
import { Icon } from "~/components/icon";
import { type ComponentType, Fragment, memo } from "react";
import type { FileType } from "~/lib/content/pages";
import { labelSegments } from "./label-parts";
import type { PaletteEntry, RankedEntry } from "./ranking";

/** An entry as the list shows it: a file has its icon and the page it opens. */
export type ListedEntry = PaletteEntry & { fileType?: FileType; to?: string };

interface Props {
  ranked: RankedEntry<ListedEntry>;
  mac: boolean;
  /** "recently used", in the page's language. */
  recentLabel: string;
  /** The editor's file icon, passed in (see palette-types.ts). */
  FileIcon: ComponentType<{ type: FileType }>;
  onChoose(entry: ListedEntry): void;
}

/** Memoised: an open or a state change of the dialog re-renders only options that changed. */
export const PaletteItem = memo(function PaletteItem({ ranked, mac, recentLabel, FileIcon, onChoose }: Props) {
  const { entry, ranges, recent } = ranked;
  return (
    <CommandItem
      value={entry.id}
      // The page a file option opens, for what fetches it ahead when highlighted (palette-dialog.tsx).
      data-page={entry.to}
      onSelect={() => onChoose(entry)}
      className="flex min-h-11 cursor-pointer items-center gap-2 rounded-sm px-2 font-mono text-[13px] text-foreground data-[selected=true]:bg-accent-soft sm:min-h-8"
    >
      {entry.fileType ? (
        <FileIcon type={entry.fileType} />
      ) : (
        <Icon name="chevron-right" className="size-4 shrink-0 text-syntax-keyword" />
      )}
      <span className="min-w-0 truncate">
        {labelSegments(entry.label, ranges, entry.labelLang).map((segment, s) => {
          const parts = segment.parts.map((part, i) =>
            part.match ? (
              <mark key={i} className="bg-transparent font-bold text-accent">
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          );
          return segment.lang ? (
            <span key={s} lang={segment.lang}>
              {parts}
            </span>
          ) : (
            <Fragment key={s}>{parts}</Fragment>
          );
        })}
      </span>
      {entry.detail && (
        <span className="hidden min-w-0 shrink truncate text-xs text-muted-foreground sm:inline">{entry.detail}</span>
      )}
      <span className="ml-auto flex shrink-0 items-center gap-2 pl-2 text-xs text-muted-foreground">
        {entry.note && <span>{entry.note}</span>}
        {recent && <span>{recentLabel}</span>}
        {entry.shortcut && (
          <kbd className="rounded-sm border border-border px-1.5 py-0.5 font-mono text-[11px]">
            {mac ? entry.shortcut.replace("Ctrl+", "⌘") : entry.shortcut}
          </kbd>
        )}
      </span>
    </CommandItem>
  );
});
