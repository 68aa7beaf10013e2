import { Link } from "react-router";
import { buttonClass } from "~/components/button-styles";
import { Icon } from "~/components/icon";
import type { FormResult } from "~/lib/content/form-results";
import { site } from "~/lib/content/site";
import { useLocalizePath, useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

/**
 * Where a form posted by the browser itself lands: the spec's success or failure text in the
 * page's language, readable without JavaScript, and a way back. `result` is the page's entry of
 * app/lib/content/form-results.ts in that language (the route's loader picks it).
 */
export function FormResultPage({ result }: { result: FormResult }) {
  const t = useT();
  const href = useLocalizePath();
  const tone = result.sent ? "text-success" : "text-danger";
  const outcome = result.sent ? t(m.forms_result_sent) : result.wait ? t(m.forms_result_wait) : t(m.forms_result_failed);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-md border border-border bg-card px-6 py-12 text-center">
      <p className="font-mono text-xs text-syntax-comment">{`// ${result.form}.submit() → ${outcome}`}</p>
      <Icon name={result.sent ? "circle-check" : "circle-x"} className={`size-10 ${tone}`} />
      <h1 className={`font-mono text-xl font-semibold ${tone}`}>{result.title}</h1>
      <p role={result.sent ? "status" : "alert"} className="text-sm leading-relaxed text-foreground">
        <ResultText result={result} />
      </p>
      {result.wait && <p className="text-sm leading-relaxed text-muted-foreground">{t(m.forms_wait_line)}</p>}
      <Link to={href(result.back.path)} className={buttonClass(result.sent ? "secondary" : "primary", "mt-4 px-5")}>
        {result.back.label}
      </Link>
    </div>
  );
}

/** Under the spec's failure text on an English "wait" page: why, and what to do (the tests read it). */
export const WAIT_LINE = /* @__PURE__ */ m.forms_wait_line({}, { locale: "en" });

function ResultText({ result }: { result: FormResult }) {
  const t = useT();
  if (result.form === "newsletter") return result.sent ? t(m.forms_newsletter_success) : t(m.forms_newsletter_failure);
  if (result.sent) return t(m.forms_contact_success_body);
  return (
    <>
      {t(m.forms_contact_failure_lead)}{" "}
      <a href={`mailto:${site.email}`} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
        {t(m.forms_contact_failure_link)}
      </a>
      {t(m.forms_contact_failure_end)}
    </>
  );
}
