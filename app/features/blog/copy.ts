/** Copying code and links to the clipboard, without React, so it can be tested alone. */

export type CopyResult = "copied" | "failed";

/** What a code block's Copy button says for a moment after a click, in the page's language. */
export interface CopyButtonLabels {
  copied: string;
  failed: string;
}

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
 * block's code and shows the result on the button for `resetMs`, then the button's own label
 * again. Returns null for other clicks.
 */
export async function copyCodeFromClick(
  target: EventTarget | null,
  clipboard: Pick<Clipboard, "writeText"> | undefined,
  resetMs = 2000,
  labels: CopyButtonLabels = { copied: "Copied", failed: "Failed" },
): Promise<CopyResult | null> {
  const button = target instanceof Element ? target.closest<HTMLElement>("[data-copy-code]") : null;
  if (!button) return null;
  const code = codeOfButton(button);
  const result = code === null ? "failed" : await copyText(code, clipboard);
  // The label the build wrote (or revealCopyButtons set), kept across quick repeated clicks.
  button.dataset.label ??= button.textContent ?? "";
  button.textContent = result === "copied" ? labels.copied : labels.failed;
  button.dataset.state = result;
  setTimeout(() => {
    button.textContent = button.dataset.label ?? "";
    delete button.dataset.state;
    delete button.dataset.label;
  }, resetMs);
  return result;
}

/**
 * Shows the Copy buttons the build wrote hidden (they need this script to work). `page`: the
 * page's words for them, when the body is in another language than the page (an English post in
 * the Swedish blog's reader): the build wrote the post's language's.
 */
export function revealCopyButtons(root: ParentNode, page?: { lang: string; copy: string; copyCode: string }): void {
  for (const button of root.querySelectorAll<HTMLElement>("[data-copy-code]")) {
    if (page) {
      button.lang = page.lang;
      button.textContent = page.copy;
      button.setAttribute("aria-label", page.copyCode);
    }
    button.hidden = false;
  }
}
