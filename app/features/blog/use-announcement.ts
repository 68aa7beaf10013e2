import { useCallback, useEffect, useRef, useState } from "react";

/** A message for a live region that clears itself, so the same message is announced again. */
export function useAnnouncement(clearAfterMs = 2000) {
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const announce = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(""), clearAfterMs);
    },
    [clearAfterMs],
  );
  return { message, announce };
}
