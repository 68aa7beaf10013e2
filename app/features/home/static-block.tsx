import { type ComponentPropsWithoutRef, type ElementType, type ReactNode, useState, useSyncExternalStore } from "react";

/** One object for every render, so React never sees the markup change and never rewrites it. */
const KEEP_SERVER_HTML = { __html: "" };
const subscribeNothing = () => () => {};

/**
 * Whether this part of the page came with the prerendered HTML: true on the server and while
 * React hydrates that HTML, false when the browser renders it fresh (a client-side navigation
 * to the page). The first render's answer is kept.
 */
export function useFromServer(): boolean {
  const hydrating = useSyncExternalStore(subscribeNothing, () => false, () => true);
  const [fromServer] = useState(hydrating);
  return fromServer;
}

type StaticBlockProps<T extends ElementType> = { as: T; children?: ReactNode } & Omit<
  ComponentPropsWithoutRef<T>,
  "as" | "children" | "dangerouslySetInnerHTML"
>;

/**
 * An element whose content never changes once built (a heading, a list of cards, a drawing):
 * the prerender writes its content; in the browser React adopts the element and leaves what
 * is inside exactly as the server wrote it, so neither the content nor the code that draws it
 * is in the page's JavaScript (docs/decisions.md, "The home page's static blocks"). Only when
 * the browser renders the page itself (a client-side navigation) does it render `children`,
 * which the caller then loads.
 */
export function StaticBlock<T extends ElementType>({ as, children, ...props }: StaticBlockProps<T>) {
  const Tag: ElementType = as;
  const fromServer = useFromServer();
  if (fromServer && !import.meta.env.SSR) return <Tag {...props} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  return <Tag {...props}>{children}</Tag>;
}
