import { useEffect, useEffectEvent } from "react";
import { useSearchParams } from "react-router";
import { useUpdateSearch } from "~/lib/use-update-search";
import { type Topic, isTopic } from "./filter";

export const QUERY_PARAM = "q";
export const TOPIC_PARAM = "topic";
/** The address follows the search this long after the last keystroke (replace, no history). */
const WRITE_DELAY_MS = 400;

/**
 * `?q=` and `?topic=` restore a search, and follow it. The prerendered HTML knows no search:
 * the URL is read only after hydration (the toolbar puts `urlQuery` in the box on mount).
 */
export function useSearchUrl(search: { query: string; topic: Topic; touched: boolean }, applyTopic: (topic: Topic) => void, topics: readonly Topic[]) {
  const { query, topic, touched } = search;
  const [params] = useSearchParams();
  const updateSearch = useUpdateSearch();
  const urlQuery = params.get(QUERY_PARAM) ?? "";
  const urlTopic = params.get(TOPIC_PARAM) ?? "";

  const restoreTopic = useEffectEvent(() => {
    if (isTopic(urlTopic, topics) && urlTopic !== "All") applyTopic(urlTopic);
  });
  useEffect(() => restoreTopic(), []);

  const wantQuery = query.trim();
  const wantTopic = topic === "All" ? "" : topic;
  const upToDate = wantQuery === urlQuery.trim() && wantTopic === urlTopic;
  useEffect(() => {
    // Nothing is written back until the visitor (or the restore) has changed the search.
    if (upToDate || !touched) return;
    const timer = setTimeout(() => {
      updateSearch((next) => {
        if (wantQuery) next.set(QUERY_PARAM, wantQuery);
        else next.delete(QUERY_PARAM);
        if (wantTopic) next.set(TOPIC_PARAM, wantTopic);
        else next.delete(TOPIC_PARAM);
      });
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [upToDate, touched, wantQuery, wantTopic, updateSearch]);

  return { urlQuery };
}
