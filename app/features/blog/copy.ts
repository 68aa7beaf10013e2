/** Copying code and links to the clipboard, without React, so it can be tested alone. */

export type CopyResult = "copied" | "failed";

/** What a live region says after a copy. */
export const COPY_MESSAGES: Record<CopyResult, string> = {
  copied: "Copied",
  failed: "Copy failed: select the text and copy it by hand",
};

/** Writes text to the clipboard; never throws (no clipboard, denied permission, insecure page). */
export async function copyText(text: string, clipboard: Pick<Clipboard, "writeText"> | undefined): Promise<CopyResult> {
  if (!clipboard) return "failed";
  try {
    await clipboard.writeText(text);
    return "copied";
  } catch {
    return "failed";
  }
}

/** The code a Copy button belongs to (the `.code-block` around it), or null. */
export function codeOfButton(button: Element): string | null {
  const code = button.closest(".code-block")?.querySelector("pre code");
  return code ? (code.textContent ?? "") : null;
}

/**
 * Handles a click anywhere in a post body: if it hit a code block's Copy button, copies that
 * block's code and shows the result on the button for `resetMs`. Returns null for other clicks.
 */
export async function copyCodeFromClick(
  target: EventTarget | null,
  clipboard: Pick<Clipboard, "writeText"> | undefined,
  resetMs = 2000,
): Promise<CopyResult | null> {
  const button = target instanceof Element ? target.closest<HTMLElement>("[data-copy-code]") : null;
  if (!button) return null;
  const code = codeOfButton(button);
  const result = code === null ? "failed" : await copyText(code, clipboard);
  button.textContent = result === "copied" ? "Copied" : "Failed";
  button.dataset.state = result;
  setTimeout(() => {
    button.textContent = "Copy";
    delete button.dataset.state;
  }, resetMs);
  return result;
}

/** Shows the Copy buttons the build wrote hidden (they need this script to work). */
export function revealCopyButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLElement>("[data-copy-code]")) button.hidden = false;
}
