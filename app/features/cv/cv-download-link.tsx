import { FileDown } from "lucide-react";
import { cvFile } from "virtual:cv";
import { site } from "~/content/site";
import { formatFileSize } from "./file-size";

/**
 * The build-time CV (/cv.pdf). The size is the generated file's, known before the pages are
 * prerendered (scripts/cv/vite-plugin.ts), so the HTML and the hydrated page agree.
 */
export function CvDownloadLink({ className }: { className?: string }) {
  return (
    // data-print-url: on paper the link prints its full address (app.css, print block).
    <a
      href={cvFile.href}
      download={cvFile.fileName}
      type="application/pdf"
      data-print-url={`${site.siteUrl}${cvFile.href}`}
      className={className}
    >
      <FileDown aria-hidden="true" className="size-4" />
      Download CV{" "}
      <span className="font-normal">(PDF, {formatFileSize(cvFile.bytes)})</span>
    </a>
  );
}
