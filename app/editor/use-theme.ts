import { useCallback, useSyncExternalStore } from "react";
import { nextTheme } from "~/lib/theme";
import { getServerTheme, getTheme, setTheme, subscribe } from "~/lib/theme-store";

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, getTheme, getServerTheme);
  const cycle = useCallback(() => setTheme(nextTheme(getTheme())), []);
  return { theme, cycle };
}
