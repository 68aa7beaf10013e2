/**
 * The Portfolio's categories and the blog's topics (content/filters.yaml), the same in every
 * language. In Node this reads them (data.server.ts); the site's build compiles this module to
 * its checked values (scripts/build/content-modules.ts).
 */
import { loadOwnerData } from "./data.server";
export type { BlogTopic } from "./collections";

export const { projectCategories, blogTopics } = loadOwnerData("en");
