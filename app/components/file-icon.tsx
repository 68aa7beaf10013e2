import type { FileType } from "~/lib/content/pages";
import { cn } from "~/lib/cn";

// Seti-style glyphs, as VS Code shows them: text, not images, so they stay crisp and tiny.
const GLYPHS: Record<FileType, { glyph: string; className: string }> = {
  javascript: { glyph: "JS", className: "text-file-js" },
  typescript: { glyph: "TS", className: "text-file-ts" },
  json: { glyph: "{}", className: "text-file-json" },
  markdown: { glyph: "M↓", className: "text-file-md" },
};

export function FileIcon({ type, className }: { type: FileType; className?: string }) {
  const { glyph, className: colour } = GLYPHS[type];
  return (
    <span
      aria-hidden="true"
      data-file-type={type}
      className={cn("file-icon", colour, className)}
    >
      {glyph}
    </span>
  );
}
