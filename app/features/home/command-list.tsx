import { SectionHeading } from "./section-heading";

/** The inside of the command list's section (home-blocks.tsx draws it; the route owns the section). */
export function CommandListContent({
  caption,
  title,
  commands,
}: {
  caption: string;
  title: string;
  commands: readonly { name: string; description: string }[];
}) {
  return (
    <>
      <SectionHeading id="commands-heading" caption={caption} title={title} />
      <dl className="grid gap-x-6 gap-y-2 rounded-md border border-border bg-card p-4 font-mono text-sm sm:grid-cols-2 lg:grid-cols-3">
        {commands.map((c) => (
          <div key={c.name} className="flex min-w-0 gap-3">
            <dt className="w-16 shrink-0 font-bold text-syntax-function">{c.name}</dt>
            <dd className="min-w-0 text-muted-foreground">{c.description}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
