/** What each of the lab page's graphs has under its drawing: the legend and the downloads. */
import { useState } from "react";
import { buttonClass } from "~/components/button-styles";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { TYPE_STYLE_CLASSES } from "../graph-style";
import { download, svgToPng } from "./download";

/** A drawing as its file: the SVG with the page's colours written in, and its size in SVG units. */
export interface DrawingFile {
  svg: string;
  view: { width: number; height: number };
  background: string;
}

interface Props {
  locale: Locale;
  /** The group's name: what the buttons download. */
  label: string;
  /** The files' name without its extension. */
  stem: string;
  /** Made when a button is pressed, so the file has the theme the visitor sees then. */
  file(): DrawingFile;
  /** The buttons' names where a page has two such groups, the visible word first (WCAG 2.5.3). */
  names?: { svg: string; png: string };
}

/** A drawing's SVG and PNG downloads; the PNG is drawn at twice the SVG's size. */
export function DownloadButtons({ locale, label, stem, file, names }: Props) {
  const [failed, setFailed] = useState(false);
  const png = () => {
    const f = file();
    svgToPng(f.svg, f.view.width * 2, f.view.height * 2, f.background)
      .then((blob) => download(`${stem}.png`, blob))
      .catch(() => setFailed(true));
  };
  return (
    <div role="group" aria-label={label} className="mt-3 flex flex-wrap items-center gap-2">
      <button type="button" aria-label={names?.svg} className={buttonClass("secondary", "px-3")} onClick={() => download(`${stem}.svg`, file().svg, "image/svg+xml")}>
        SVG
      </button>
      <button type="button" aria-label={names?.png} className={buttonClass("secondary", "px-3")} onClick={png}>
        PNG
      </button>
      <span role="alert" className="font-mono text-xs text-warning">
        {failed && translate(locale)(m.lab_png_failed)}
      </span>
    </div>
  );
}

/** A drawing's legend: each train type's line (colour and dash) with its words, then a last item. */
export function TypeLegend({ types, last }: { types: readonly string[]; last: string }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 font-mono text-xs text-muted-foreground">
      {types.map((words, i) => (
        <li key={i} className="flex items-center gap-1.5">
          <svg aria-hidden="true" viewBox="0 0 20 4" className="h-1 w-5 shrink-0">
            <line x1={0} x2={20} y1={2} y2={2} strokeWidth={3} {...TYPE_STYLE_CLASSES[i]} />
          </svg>
          {words}
        </li>
      ))}
      <li>{last}</li>
    </ul>
  );
}
