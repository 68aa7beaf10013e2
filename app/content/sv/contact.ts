/**
 * The Contact page's side cards in Swedish, twin of app/content/contact.ts. Addresses come from
 * the site config; the location and availability wording from its Swedish twin.
 */
import * as en from "../contact";
import type { QuickConnectIcon, QuickConnectItem } from "../contact";
import type { Localized } from "./localized";
import { site } from "./site";

export type { QuickConnectIcon, QuickConnectItem };

const display = (url: string) => url.replace(/^https?:\/\/(www\.)?/, "");

export const quickConnect: readonly QuickConnectItem[] = [
  // Mail links open in a new tab too, like every outbound link.
  { icon: "email", label: "E-post", value: site.email, href: `mailto:${site.email}`, external: true },
  { icon: "github", label: "GitHub", value: display(site.github), href: site.github, external: true },
  { icon: "linkedin", label: "LinkedIn", value: display(site.linkedin), href: site.linkedin, external: true },
  { icon: "location", label: "Ort", value: site.location },
];

export const availability = {
  status: site.availability,
  text: `Öppen för uppdrag på distans, rådgivning och längre samarbeten. Arbete på plats i ${site.city} enligt överenskommelse.`,
  badges: ["Distans", "Rådgivning", "Längre uppdrag"],
} as const satisfies Localized<typeof en.availability>;

export const responseTimes: readonly { label: string; time: string }[] = [
  { label: "E-post", time: "Inom 24 timmar" },
  { label: "Förfrågningar om uppdrag", time: "1–3 dagar" },
  { label: "Brådskande ärenden", time: "Samma dag" },
];
