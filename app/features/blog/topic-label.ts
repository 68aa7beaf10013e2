import type { Locale } from "~/lib/i18n/locale";
import { type Message, translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { Topic } from "./filter";

/** The sample topics' names in each language (messages/blog). */
const TOPIC_LABELS: Partial<Record<Topic, Message<Record<string, never>>>> = {
  All: m.blog_topic_all,
  ML: m.blog_topic_ml,
  Optimization: m.blog_topic_optimization,
  LLMs: m.blog_topic_llms,
};

/**
 * A topic chip's label in the page's language: the catalogue's word for "All" and the sample
 * topics, else the owner's topic as written. The topic itself (the `?topic=` value, the filter
 * rule) is the same in every language: a shared link keeps working after a language switch.
 */
export function topicLabel(topic: Topic, locale: Locale): string {
  const message = TOPIC_LABELS[topic];
  return message ? translate(locale)(message) : topic;
}
