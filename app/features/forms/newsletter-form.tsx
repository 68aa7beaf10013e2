import { Mail } from "lucide-react";
import { type FormEvent, useId } from "react";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { formText } from "~/lib/dom-values";
import { MESSAGES, NEWSLETTER_MESSAGE, NEWSLETTER_SUBJECT, type NewsletterPayload, newsletterPayload } from "./payloads";
import { NativeFields } from "./native-fields";
import { useFormSubmission } from "./use-form-submission";
import { buttonClass } from "~/components/button-styles";

/** "Stay Updated": one e-mail field, posted to the form endpoint. */
export function NewsletterForm() {
  const id = useId();
  const { status, submit } = useFormSubmission<NewsletterPayload>();
  const submitting = status === "submitting";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (await submit(newsletterPayload(formText(new FormData(form), "email")))) form.reset();
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-md border border-border bg-card p-5 sm:p-6">
      <p className="font-mono text-xs text-syntax-comment">{"// newsletter.subscribe()"}</p>
      <h2 id={`${id}-heading`} className="mt-1 flex items-center gap-2 font-mono text-lg font-semibold text-foreground">
        <Mail aria-hidden="true" className="size-5 text-accent" />
        Stay Updated
      </h2>
      <p className="mt-2 max-w-2xl text-sm leading-relaxed text-muted-foreground">
        One e-mail when a new article on timetabling, optimisation or applied AI is published. Nothing else.
      </p>
      <form
        method="post"
        action={site.formEndpoint}
        onSubmit={onSubmit}
        className="mt-4 flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end"
      >
        <NativeFields form="newsletter" fields={{ _subject: NEWSLETTER_SUBJECT, message: NEWSLETTER_MESSAGE }} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-email`} className="font-mono text-xs text-muted-foreground">
            Email address
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            defaultValue=""
            className="min-h-11 w-full rounded-sm border border-border bg-input px-3 font-mono text-sm text-foreground placeholder:text-muted-foreground focus-visible:border-accent"
          />
        </div>
        <button
          type="submit"
          disabled={submitting}
          className={buttonClass("primary", "px-5 disabled:cursor-wait")}
        >
          {submitting ? "Subscribing..." : "Subscribe"}
        </button>
      </form>
      <p
        role="status"
        className={cn("mt-3 min-h-5 font-mono text-sm", status === "success" ? "text-success" : "text-danger")}
      >
        {status === "success" ? MESSAGES.newsletterSuccess : status === "error" ? MESSAGES.newsletterFailure : ""}
      </p>
    </section>
  );
}
