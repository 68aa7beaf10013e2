import { Icon } from "~/components/icon";
import { type FormEvent, useId } from "react";
import { site } from "~/lib/content/site";
import { cn } from "~/lib/cn";
import { formText } from "~/lib/dom-values";
import { useLocale, useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { NEWSLETTER_MESSAGE, NEWSLETTER_SUBJECT, type NewsletterPayload, newsletterPayload } from "./payloads";
import { NativeFields } from "./native-fields";
import { useFormSubmission } from "./use-form-submission";
import { buttonClass } from "~/components/button-styles";

/** "Stay Updated": one e-mail field, posted to the form endpoint, in the page's language. */
export function NewsletterForm() {
  const id = useId();
  const locale = useLocale();
  const t = useT();
  const { status, submit } = useFormSubmission<NewsletterPayload>();
  const submitting = status === "submitting";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (await submit(newsletterPayload(formText(new FormData(form), "email"), locale))) form.reset();
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-md border border-border bg-card p-5 sm:p-6">
      <p className="font-mono text-xs text-syntax-comment">{"// newsletter.subscribe()"}</p>
      <h2 id={`${id}-heading`} className="mt-1 flex items-center gap-2 font-mono text-lg font-semibold text-foreground">
        <Icon name="mail" className="size-5 text-accent" />
        {t(m.forms_newsletter_heading)}
      </h2>
      <p className="mt-2 max-w-2xl text-sm leading-relaxed text-muted-foreground">
        {t(m.forms_newsletter_intro)}
      </p>
      <form
        method="post"
        action={site.formEndpoint}
        onSubmit={onSubmit}
        className="mt-4 flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end"
      >
        <NativeFields form="newsletter" fields={{ _subject: NEWSLETTER_SUBJECT, message: NEWSLETTER_MESSAGE }} locale={locale} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-email`} className="font-mono text-xs text-muted-foreground">
            {t(m.forms_newsletter_email_label)}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder={t(m.forms_email_placeholder)}
            defaultValue=""
            className="min-h-11 w-full rounded-sm border border-border bg-input px-3 font-mono text-sm text-foreground placeholder:text-muted-foreground focus-visible:border-accent"
          />
        </div>
        <button
          type="submit"
          disabled={submitting}
          className={buttonClass("primary", "px-5 disabled:cursor-wait")}
        >
          {submitting ? t(m.forms_subscribing) : t(m.forms_subscribe)}
        </button>
      </form>
      <p
        role="status"
        className={cn("mt-3 min-h-5 font-mono text-sm", status === "success" ? "text-success" : "text-danger")}
      >
        {status === "success" ? t(m.forms_newsletter_success) : status === "error" ? t(m.forms_newsletter_failure) : ""}
      </p>
    </section>
  );
}
