import { Icon } from "~/components/icon";
import { cvFiles } from "virtual:cv";
import { site } from "~/lib/content/site";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { formatFileSize } from "./file-size";

/**
 * The build-time CV in the page's language (/cv.pdf, /sv/cv.pdf). The size is the generated
 * file's, known before the pages are prerendered (scripts/build/cv/vite-plugin.ts), so the HTML and
 * the hydrated page agree.
 */
export function CvDownloadLink({ className }: { className?: string }) {
  const locale = useLocale();
  const t = translate(locale);
  const file = cvFiles[locale];
  // A page is only ever rendered by its own language's build, which generated its CV.
  if (!file) throw new Error(`No CV was generated for "${locale}" in this build.`);
  return (
    // data-print-url: on paper the link prints its full address (app.css, print block).
    <a
      href={file.href}
      download={file.fileName}
      type="application/pdf"
      data-print-url={`${site.siteUrl}${file.href}`}
      className={className}
    >
      <Icon name="file-down" className="size-4" />
      {t(m.cv_download)}{" "}
      <span className="font-normal">{t(m.cv_download_format, { size: formatFileSize(file.bytes, locale) })}</span>
    </a>
  );
}
