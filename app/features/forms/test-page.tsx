import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";

/**
 * Test helper: `ui` as it renders on the page at `path`, whose address gives the language
 * (`/sv/…` is Swedish), as the forms read it with `useLocale()`.
 */
export function atPath(path: string, ui: ReactElement): ReactElement {
  return <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>;
}
