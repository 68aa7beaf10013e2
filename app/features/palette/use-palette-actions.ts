import { useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { dispatchAppCommand } from "~/lib/app-commands";
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
    }),
    [navigate, pathname, switchMode, setTheme],
  );

  return { ctx, message };
}
