import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel" | "href"> & {
  href: string;
  children: ReactNode;
};

/**
 * A link that opens in a new tab. The rel pair sits on the same element so the opened page
 * cannot reach back through window.opener nor see the referrer. Screen-reader users hear that
 * a new tab opens.
 */
export function ExternalLink({ href, children, ...rest }: Props) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only">{t(m.chrome_opens_new_tab)}</span>
    </a>
  );
}
