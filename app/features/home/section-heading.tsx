import type { ReactNode } from "react";

/** A section's `// caption`, its <h2> and its intro: what SectionHeading wraps. */
export function SectionHeadingText({ id, caption, title, children }: { id: string; caption: string; title: string; children?: ReactNode }) {
  return (
    <>
      <p className="font-mono text-xs text-syntax-comment">{caption}</p>
      <h2 id={id} className="mt-1 font-mono text-xl font-bold text-foreground">
        {title}
      </h2>
      {children && <p className="mt-2 max-w-2xl text-sm leading-relaxed text-muted-foreground">{children}</p>}
    </>
  );
}

/** A `// caption` over the section's <h2>, as the editor's section comments. */
export function SectionHeading(props: { id: string; caption: string; title: string; children?: ReactNode }) {
  return (
    <div className="mb-4">
      <SectionHeadingText {...props} />
    </div>
  );
}
