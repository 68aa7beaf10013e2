import { Icon } from "~/components/icon";
import { useId, useState } from "react";
import { buttonClass } from "~/components/button-styles";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

/** A real single-track line, its traffic illustrative (docs/decisions.md, issue 59). */
export const SINGLE_TRACK_SAMPLE: Record<Locale, string> = { en: "kinnekullebanan.json", sv: "kinnekullebanan-sv.json" };

interface Props {
  locale: Locale;
  canUndo: boolean;
  onFiles(files: File[]): void;
  onPaste(text: string): void;
  onDownload(): void;
  onCopyLink(): void;
  onUndo(): void;
  onReset(): void;
  /** The single-track sample (public/lab/), imported as a file would be. */
  onSingleTrackSample(): void;
}

export const IMPORT_INPUT_ID = "lab-import-files";

/**
 * The scenario's own controls: import (file picker, paste; drop works on the whole lab),
 * download, link, undo and reset. The file picker is a real labelled input, styled as a button.
 */
export function ScenarioBar({ locale, canUndo, onFiles, onPaste, onDownload, onCopyLink, onUndo, onReset, onSingleTrackSample }: Props) {
  const t = translate(locale);
  const pasteId = useId();
  const [text, setText] = useState("");
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <label className={buttonClass("primary", "cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent")}>
          <Icon name="upload" className="size-4" />
          {t(m.lab_import_choose)}
          <input
            id={IMPORT_INPUT_ID}
            type="file"
            multiple
            accept=".json,.csv,.txt,.tsv,application/json,text/csv,text/plain"
            className="sr-only"
            onChange={(e) => {
              const files = [...(e.currentTarget.files ?? [])];
              // Cleared so that choosing the same file again imports it again.
              e.currentTarget.value = "";
              if (files.length) onFiles(files);
            }}
          />
        </label>
        <button type="button" className={buttonClass("secondary")} onClick={onDownload}>
          <Icon name="download" className="size-4" />
          {t(m.lab_download_json)}
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={onCopyLink}>
          <Icon name="link" className="size-4" />
          {t(m.lab_copy_link)}
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={onUndo} disabled={!canUndo}>
          <Icon name="undo-2" className="size-4" />
          {t(m.lab_undo)}
        </button>
        <button type="button" className={buttonClass("ghost")} onClick={onReset}>
          <Icon name="list-restart" className="size-4" />
          {t(m.lab_reset)}
        </button>
        <button type="button" className={buttonClass("ghost")} onClick={onSingleTrackSample}>
          {t(m.lab_sample_single)}
        </button>
      </div>
      <p className="text-sm text-muted-foreground">
        {t(m.lab_import_hint)} {t(m.lab_samples)}{" "}
        {["goteborg-alingsas.json", "goteborg-alingsas-stations.csv", "goteborg-alingsas-trains.csv", SINGLE_TRACK_SAMPLE[locale]].map((file, i) => (
          <span key={file}>
            {i > 0 && ", "}
            <a href={`/lab/${file}`} download className="font-mono text-accent underline underline-offset-2 hover:no-underline">
              {file}
            </a>
          </span>
        ))}
      </p>
      <details className="group rounded-sm border border-border bg-card">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 font-mono text-sm text-foreground lg:min-h-9">
          <Icon name="clipboard-paste" className="size-4" />
          {t(m.lab_paste_toggle)}
        </summary>
        <div className="space-y-2 p-3 pt-0">
          <label htmlFor={pasteId} className="block font-mono text-xs text-muted-foreground">
            {t(m.lab_paste_label)}
          </label>
          <textarea
            id={pasteId}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            rows={6}
            spellCheck={false}
            className="w-full rounded-sm border border-border bg-input p-2 font-mono text-sm text-foreground"
          />
          <button type="button" className={buttonClass("secondary")} onClick={() => onPaste(text)}>
            {t(m.lab_paste_import)}
          </button>
        </div>
      </details>
    </div>
  );
}
