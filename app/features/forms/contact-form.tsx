import { Icon } from "~/components/icon";
import { type FormEvent, useEffect, useId, useRef } from "react";
import { site } from "~/lib/content/site";
import { formText } from "~/lib/dom-values";
import { useLocale, useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { CONTACT_SUBJECT, type ContactPayload, contactPayload } from "./payloads";
import { JsonField } from "./json-field";
import { NativeFields } from "./native-fields";
import { useFormSubmission } from "./use-form-submission";
import { buttonClass } from "~/components/button-styles";

/** The contact form, drawn as the JSON object it sends, in the page's language. */
export function ContactForm() {
  const id = useId();
  const locale = useLocale();
  const t = useT();
  const { status, submit } = useFormSubmission<ContactPayload>();
  const sending = status === "submitting";
  const keys = { name: t(m.forms_key_name), email: t(m.forms_key_email), message: t(m.forms_key_message) };
  const wideKey = Object.values(keys).some((key) => key.length > 8);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = { name: formText(data, "name"), email: formText(data, "email"), message: formText(data, "message") };
    if (await submit(contactPayload(values, locale))) form.reset();
  }

  return (
    <div className="w-full max-w-[600px] overflow-hidden rounded-md border border-border bg-card">
      <div className="flex items-center justify-between border-b border-border px-4 py-2 font-mono text-xs text-muted-foreground">
        <span>message.json</span>
        <span className="text-syntax-comment">{t(m.forms_contact_required)}</span>
      </div>
      {status === "success" ? (
        <SentConfirmation />
      ) : (
        <form
          method="post"
          action={site.formEndpoint}
          onSubmit={onSubmit}
          aria-label={t(m.forms_contact_label)}
          className="p-4 font-mono text-sm sm:p-6"
        >
          <NativeFields form="contact" fields={{ _subject: CONTACT_SUBJECT }} locale={locale} />
          <p aria-hidden="true" className="text-syntax-keyword">
            {"{"}
          </p>
          <div className="my-2 flex flex-col gap-3 pl-3 sm:pl-5">
            <JsonField
              id={`${id}-name`}
              name="name"
              keyText={keys.name}
              wideKey={wideKey}
              label={t(m.forms_field_name)}
              autoComplete="name"
              placeholder={t(m.forms_name_placeholder)}
            />
            <JsonField
              id={`${id}-email`}
              name="email"
              keyText={keys.email}
              wideKey={wideKey}
              label={t(m.forms_field_email)}
              type="email"
              autoComplete="email"
              placeholder={t(m.forms_email_placeholder)}
            />
            <JsonField
              id={`${id}-message`}
              name="message"
              keyText={keys.message}
              wideKey={wideKey}
              label={t(m.forms_field_message)}
              multiline
              last
              placeholder={t(m.forms_message_placeholder)}
            />
          </div>
          <p aria-hidden="true" className="text-syntax-keyword">
            {"}"}
          </p>
          {status === "error" && (
            <p role="alert" className="mt-4 rounded-sm border border-danger px-3 py-2 text-danger">
              {t(m.forms_contact_failure_lead)}{" "}
              <a href={`mailto:${site.email}`} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
                {t(m.forms_contact_failure_link)}
              </a>
              {t(m.forms_contact_failure_end)}
            </p>
          )}
          <button
            type="submit"
            disabled={sending}
            className={buttonClass("primary", "mt-4 w-full px-5 disabled:cursor-wait sm:w-auto")}
          >
            <Icon name="send" className="size-4" />
            {sending ? t(m.forms_sending) : t(m.forms_send)}
          </button>
        </form>
      )}
    </div>
  );
}

function SentConfirmation() {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // The form (and the focused button) just disappeared: put focus on the confirmation.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="status" tabIndex={-1} className="flex flex-col items-center gap-2 px-6 py-12 text-center">
      <Icon name="circle-check" className="size-10 text-success" />
      <p className="font-mono text-lg font-semibold text-success">{t(m.forms_contact_success_title)}</p>
      {/* A space, so the text reads as one sentence pair to screen readers and tests. */}{" "}
      <p className="text-sm text-muted-foreground">{t(m.forms_contact_success_body)}</p>
    </div>
  );
}
