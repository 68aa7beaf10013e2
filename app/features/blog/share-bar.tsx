import { Icon, type IconName } from "~/components/icon";
import { ExternalLink } from "~/components/external-link";
import type { PostLang } from "~/lib/content/blog-post";
import { cn } from "~/lib/cn";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { copyText } from "./copy";
import { postUrl, shareLinks, type ShareLink } from "./share";
import { useAnnouncement } from "./use-announcement";
import { useHydrated } from "~/lib/use-hydrated";

const ICONS: Record<ShareLink["name"], IconName> = {
  LinkedIn: "square-user",
  X: "at-sign",
  "E-mail": "mail",
};

const ITEM =
  "inline-flex min-h-11 items-center gap-2 rounded-sm border border-border bg-card px-3 font-mono text-sm text-foreground hover:border-accent hover:text-accent lg:min-h-9";

/** Share on LinkedIn, X or by e-mail (new tabs), and copy the post's address. */
export function ShareBar({ post }: { post: { slug: string; title: string; excerpt: string; lang?: PostLang | undefined } }) {
  const t = translate(useLocale());
  const hydrated = useHydrated();
  const { message, announce } = useAnnouncement();
  return (
    <section aria-labelledby="share-heading" className="flex flex-col gap-3">
      <h2 id="share-heading" className="font-mono text-sm font-semibold text-muted-foreground">
        {t(m.post_share_heading)}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {shareLinks(post).map((link) => {
          return (
            <li key={link.name}>
              <ExternalLink href={link.href} className={ITEM}>
                <Icon name={ICONS[link.name]} className="size-4" />
                {link.name === "E-mail" ? t(m.post_share_email) : link.name}
              </ExternalLink>
            </li>
          );
        })}
        {/* Copying needs the script: before it runs the button keeps its place, unseen. */}
        <li className={cn(!hydrated && "invisible")}>
          <button
            type="button"
            onClick={async () =>
              announce((await copyText(postUrl(post.slug, post.lang), navigator.clipboard)) === "copied" ? t(m.post_copied) : t(m.post_copy_failed))
            }
            className={ITEM}
          >
            <Icon name="link-2" className="size-4" />
            {t(m.post_copy_link)}
          </button>
        </li>
      </ul>
      <p role="status" className="sr-only">
        {message}
      </p>
    </section>
  );
}
