import { parseSiteUrl } from "../../app/lib/site-url";

/**
 * Imported first by react-router.config.ts, which `react-router build` and `dev` load before
 * anything else: a malformed SITE_URL stops them with one line instead of a stack trace from
 * whichever module reads the site config first.
 */
const check = parseSiteUrl(process.env.SITE_URL, "");
if (!check.ok) {
  console.error(`\n✖ ${check.error}\n`);
  process.exit(1);
}
