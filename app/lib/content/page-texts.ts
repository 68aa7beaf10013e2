/**
 * The six pages' titles, descriptions, headings and intros in English, from content/ (collections.ts declares the files). In Node this reads them
 * (data.server.ts); the site's build compiles this module to its checked values
 * (scripts/build/content-modules.ts), so a page's scripts carry this data and nothing else.
 */
import { loadOwnerData } from "./data.server";
export type { PageText } from "./collections";

export const { pageTexts } = loadOwnerData("en");
