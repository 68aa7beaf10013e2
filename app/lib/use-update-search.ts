import { useCallback } from "react";
import { useNavigate } from "react-router";

/**
 * Changes some of the address's query parameters and keeps the others, without a history entry.
 * React Router's `setSearchParams(prev => …)` hands the updater the parameters of the render that
 * made it, not the address as it is now: two writers (the blog's reader and its search) would undo
 * each other when one writes before the other's change has rendered, as on a slow phone, where the
 * search's delayed write closed the post just opened. The router puts every navigation in the
 * address before it renders it, so this starts from the address.
 */
export function useUpdateSearch() {
  const navigate = useNavigate();
  return useCallback(
    (change: (params: URLSearchParams) => void) => {
      const params = new URLSearchParams(window.location.search);
      change(params);
      void navigate(`?${params}`, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );
}
