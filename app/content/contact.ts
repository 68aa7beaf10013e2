/**
 * The Contact page's side cards: Quick Connect, availability and response times (spec
 * section 9). Addresses come from the site config.
 */
import { site } from "./site";

export type QuickConnectIcon = "email" | "github" | "linkedin" | "location";

export interface QuickConnectItem {
  icon: QuickConnectIcon;
  label: string;
  value: string;
  /** Absent for plain facts such as the location. */
  href?: string;
  /** Opens in a new tab. */
  external?: boolean;
}

const display = (url: string) => url.replace(/^https?:\/\/(www\.)?/, "");

export const quickConnect: readonly QuickConnectItem[] = [
  // The spec opens mail links in a new tab too (section 7), like every outbound link.
  { icon: "email", label: "Email", value: site.email, href: `mailto:${site.email}`, external: true },
  { icon: "github", label: "GitHub", value: display(site.github), href: site.github, external: true },
  { icon: "linkedin", label: "LinkedIn", value: display(site.linkedin), href: site.linkedin, external: true },
  { icon: "location", label: "Location", value: site.location },
];

export const availability = {
  status: site.availability,
  text: `Open to remote projects, consultations and long-term engagements. On-site work in ${site.city} by arrangement.`,
  badges: ["Remote", "Consultation", "Long-term"],
} as const;

export const responseTimes: readonly { label: string; time: string }[] = [
  { label: "Email", time: "Under 24 hours" },
  { label: "Project consultations", time: "1-3 days" },
  { label: "Urgent issues", time: "Same day" },
];
