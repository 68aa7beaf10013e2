import { useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { dispatchAppCommand } from "~/lib/app-commands";
import { rememberLanguageChoice } from "~/lib/i18n/language-preference";
import { otherLocale } from "~/lib/i18n/locale";
import { useAlternatePath } from "~/lib/i18n/use-alternate";
import { useLocale } from "~/lib/i18n/use-locale";
import type { CommandContext } from "./commands";
import type { PaletteEnv } from "./palette-types";
import type { PaletteMode } from "./ranking";

const ANNOUNCE_MS = 4000;

function download(url: string) {
  const a = document.createElement("a");
  a.href = url;
  a.download = "";
  a.click();
}

/** The real effects behind the command table, and the message they announce. */
export function usePaletteActions(switchMode: (mode: PaletteMode) => void, { setTheme }: Pick<PaletteEnv, "setTheme">) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The status bar's language control leads to the same address (app/editor/language-control.tsx).
  const alternate = useAlternatePath(otherLocale(useLocale()));
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const ctx = useMemo<CommandContext>(
    () => ({
      pathname,
      navigate: (to) => void navigate(to),
      setTheme,
      send: dispatchAppCommand,
      copyText: (text) => navigator.clipboard.writeText(text),
      announce: (text) => {
        clearTimeout(timer.current);
        setMessage(text);
        timer.current = setTimeout(() => setMessage(""), ANNOUNCE_MS);
      },
      openExternal: (url) => void window.open(url, "_blank", "noopener,noreferrer"),
      download,
      switchMode,
      switchLanguage: (locale) => {
        rememberLanguageChoice(() => window.localStorage, locale);
        void navigate(alternate);
      },
    }),
    [navigate, pathname, switchMode, setTheme, alternate],
  );

  return { ctx, message };
}
