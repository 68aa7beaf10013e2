import type { ReactNode } from "react";
import type { LocalizedPage } from "~/lib/content/localized-pages";

/** The one <h1> of a page, under a `// file` caption, with its intro paragraph. */
export function PageHeader({ page, children }: { page: Pick<LocalizedPage, "file" | "heading" | "intro">; children?: ReactNode }) {
  return (
    <header className="mb-8">
      <p className="font-mono text-xs text-syntax-comment">{`// ${page.file}`}</p>
      <h1 className="mt-2 font-mono text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
        {page.heading}
      </h1>
      <p className="mt-3 max-w-3xl text-base leading-relaxed text-muted-foreground">{page.intro}</p>
      {children}
    </header>
  );
}
