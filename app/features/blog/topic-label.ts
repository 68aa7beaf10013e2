import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { Topic } from "./filter";

/**
 * A topic chip's label in the page's language. The topic itself (the `?topic=` value, the filter
 * rule) is the same in every language: a shared link keeps working after a language switch.
 */
export function topicLabel(topic: Topic, locale: Locale): string {
  const t = translate(locale);
  switch (topic) {
    case "All":
      return t(m.blog_topic_all);
    case "ML":
      return t(m.blog_topic_ml);
    case "Optimization":
      return t(m.blog_topic_optimization);
    case "LLMs":
      return t(m.blog_topic_llms);
  }
}
