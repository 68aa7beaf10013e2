import { CheckCircle2, XCircle } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/button-styles";
import type { FormResult } from "~/content/form-results";
import { site } from "~/content/site";
import { MESSAGES } from "./payloads";

/**
 * Where a form posted by the browser itself lands: the spec's success or failure text, readable
 * without JavaScript, and a way back.
 */
export function FormResultPage({ result }: { result: FormResult }) {
  const Icon = result.sent ? CheckCircle2 : XCircle;
  const tone = result.sent ? "text-success" : "text-danger";
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-md border border-border bg-card px-6 py-12 text-center">
      <p className="font-mono text-xs text-syntax-comment">
        {`// ${result.form}.submit() → ${result.sent ? "200 OK" : result.wait ? "429 Too Many Requests" : "failed"}`}
      </p>
      <Icon aria-hidden="true" className={`size-10 ${tone}`} />
      <h1 className={`font-mono text-xl font-semibold ${tone}`}>{result.title}</h1>
      <p role={result.sent ? "status" : "alert"} className="text-sm leading-relaxed text-foreground">
        <ResultText result={result} />
      </p>
      {result.wait && <p className="text-sm leading-relaxed text-muted-foreground">{WAIT_LINE}</p>}
      <Link to={result.back.path} className={buttonClass(result.sent ? "secondary" : "primary", "mt-4 px-5")}>
        {result.back.label}
      </Link>
    </div>
  );
}

/** Under the spec's failure text on a "wait" page: why, and what to do. */
export const WAIT_LINE =
  "Too many submissions came from your connection in a short time. Please wait a minute before you send it again (after 30 in a day, until tomorrow); what you wrote was not stored.";

function ResultText({ result }: { result: FormResult }) {
  if (result.form === "newsletter") return result.sent ? MESSAGES.newsletterSuccess : MESSAGES.newsletterFailure;
  if (result.sent) return MESSAGES.contactSuccessBody;
  return (
    <>
      Failed to send message. Please try again or{" "}
      <a href={`mailto:${site.email}`} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
        email me directly
      </a>
      .
    </>
  );
}
