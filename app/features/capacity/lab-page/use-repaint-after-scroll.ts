import { type RefObject, useEffect } from "react";

/** Two transparent colours: a change Chromium paints, and no one sees. */
const OTHER_TRANSPARENT = "rgb(255 255 255 / 0)";

/**
 * Has the page paint once as soon as a scroll ends. After a long scroll Chromium records the
 * whole document again the next time anything on it changes (the area it paints follows the
 * viewport), and on the largest scenario that was the frame of the visitor's next hover, key or
 * click: 6–9 ms more paint at 4× CPU, traced (docs/decisions.md, tenth step). Changing the
 * element's background from one transparent colour to another when the scroll ends pays it
 * while nothing else is waiting.
 */
export function useRepaintAfterScroll(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onEnd = () => {
      const el = ref.current;
      if (el) el.style.backgroundColor = el.style.backgroundColor ? "" : OTHER_TRANSPARENT;
    };
    window.addEventListener("scrollend", onEnd);
    return () => window.removeEventListener("scrollend", onEnd);
  }, [ref]);
}
