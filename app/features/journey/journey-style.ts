import { Briefcase, GraduationCap, Laptop, type LucideIcon } from "lucide-react";
import type { JourneyType } from "~/lib/content/journey";
import type { Message } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

/**
 * Colour, icon and name per journey type: the content names the type (an English key in every
 * language), the page styles it and names it in the page's language (messages/about).
 */
export const journeyStyle: Record<JourneyType, { label: Message<Record<string, never>>; icon: LucideIcon; text: string; ring: string }> = {
  work: { label: m.about_journey_type_work, icon: Briefcase, text: "text-info", ring: "border-info" },
  freelance: { label: m.about_journey_type_freelance, icon: Laptop, text: "text-warning", ring: "border-warning" },
  education: { label: m.about_journey_type_education, icon: GraduationCap, text: "text-purple", ring: "border-purple" },
};
