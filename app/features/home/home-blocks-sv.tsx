import * as home from "~/lib/content/sv/home";
import { site } from "~/lib/content/sv/site";
import { type HomeBlocks, renderHomeBlocks } from "./home-blocks";
import { homeContent } from "./home-content";

let blocks: HomeBlocks | undefined;

/** The Swedish home page's static blocks: a chunk of its own (load-home-blocks.ts). */
export default function swedishBlocks(): HomeBlocks {
  blocks ??= renderHomeBlocks(homeContent("sv", home, site));
  return blocks;
}
