export function ResponseTimes({ items }: { items: readonly { label: string; time: string }[] }) {
  return (
    <dl className="divide-y divide-border">
      {items.map((item) => (
        <div key={item.label} className="flex items-baseline justify-between gap-4 py-2 first:pt-0 last:pb-0">
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="font-mono text-sm text-syntax-number">{item.time}</dd>
        </div>
      ))}
    </dl>
  );
}
