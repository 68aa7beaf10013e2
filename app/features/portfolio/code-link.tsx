import { Icon } from "~/components/icon";
import { buttonClass } from "~/components/button-styles";
import { ExternalLink } from "~/components/external-link";
import { useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

/** A project's repository, as its card and its case study show it: "Code", named by the project. */
export function CodeLink({ href, title }: { href: string; title: string }) {
  const t = useT();
  return (
    <ExternalLink href={href} className={buttonClass("secondary")} aria-label={t(m.portfolio_card_code_label, { title })}>
      <Icon name="code-xml" className="size-4" />
      {t(m.portfolio_card_code)}
    </ExternalLink>
  );
}
