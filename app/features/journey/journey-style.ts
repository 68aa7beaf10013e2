import type { IconName } from "~/components/icon";
import type { JourneyType } from "~/lib/content/journey";
import type { Message } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

/**
 * Colour, icon and name per journey type: the content names the type (an English key in every
 * language), the page styles it and names it in the page's language (messages/about).
 */
export const journeyStyle: Record<JourneyType, { label: Message<Record<string, never>>; icon: IconName; text: string; ring: string }> = {
  work: { label: m.about_journey_type_work, icon: "briefcase", text: "text-info", ring: "border-info" },
  freelance: { label: m.about_journey_type_freelance, icon: "laptop", text: "text-warning", ring: "border-warning" },
  education: { label: m.about_journey_type_education, icon: "graduation-cap", text: "text-purple", ring: "border-purple" },
};
