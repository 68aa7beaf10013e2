import * as home from "~/lib/content/home";
import { site } from "~/lib/content/site";
import { type HomeBlocks, renderHomeBlocks } from "./home-blocks";
import { homeContent } from "./home-content";

let blocks: HomeBlocks | undefined;

/** The English home page's static blocks: a chunk of its own (load-home-blocks.ts). */
export default function englishBlocks(): HomeBlocks {
  blocks ??= renderHomeBlocks(homeContent("en", home, site));
  return blocks;
}
