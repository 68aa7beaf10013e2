/**
 * Clicks on buttons before the page has hydrated. The prerendered page is visible long before
 * its scripts run (on a slow phone, seconds), and a button has no handler until React hydrates,
 * so a tap on the theme toggle or the explorer button in that time would do nothing. An inline
 * script in <head> remembers the buttons clicked; the client entry stops it just before React
 * takes over the page, and the root replays the clicks once hydrated, in order. Links and
 * form submit buttons are left alone: they already work without JavaScript.
 */
export const earlyClickScript =
  '(function(){var q=[];function on(e){var b=e.target instanceof Element&&e.target.closest("button");' +
  'if(b&&!(b.form&&b.type==="submit"))q.push(b)}addEventListener("click",on,true);' +
  'window.__earlyClicks=function(){removeEventListener("click",on,true);return q.splice(0)}})()';

declare global {
  interface Window {
    __earlyClicks?: () => HTMLButtonElement[];
  }
}

let pending: HTMLButtonElement[] = [];

/** Called by the client entry right before hydrating: from then on React hears clicks itself. */
export function stopRecordingEarlyClicks(win: Window = window): void {
  pending = win.__earlyClicks?.() ?? [];
  delete win.__earlyClicks;
}

/** Called once the root has hydrated: clicks each remembered button that is still on the page. */
export function replayEarlyClicks(): void {
  for (const button of pending.splice(0)) {
    if (button.isConnected && !button.disabled) button.click();
  }
}
