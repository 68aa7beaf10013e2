import type { ReactNode } from "react";

/**
 * The closing band of a page: a `// caption` in the page's language (`// next step`), a
 * question, one line of text and its action links.
 */
export function CallToAction({
  id,
  caption,
  title,
  text,
  children,
}: {
  id: string;
  caption: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-14 rounded-md border border-border bg-card px-5 py-8 text-center sm:px-10"
    >
      <p className="font-mono text-xs text-syntax-comment">{caption}</p>
      <h2 id={headingId} className="mt-2 font-mono text-xl font-semibold text-foreground sm:text-2xl">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">{text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
    </section>
  );
}
