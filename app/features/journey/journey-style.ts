import { Briefcase, GraduationCap, Laptop, type LucideIcon } from "lucide-react";
import type { JourneyType } from "~/content/journey";

/** Colour and icon per journey type: the content names the type, the page styles it. */
export const journeyStyle: Record<JourneyType, { label: string; icon: LucideIcon; text: string; ring: string }> = {
  work: { label: "Work", icon: Briefcase, text: "text-info", ring: "border-info" },
  freelance: { label: "Freelance", icon: Laptop, text: "text-warning", ring: "border-warning" },
  education: { label: "Education", icon: GraduationCap, text: "text-purple", ring: "border-purple" },
};
