import CircleExclamationPoint from "~/components/ui/icons/circle-exclamation-point";
import LoaderCircle from "~/components/ui/icons/loader-circle";
import RotateCcw from "~/components/ui/icons/rotate-ccw";
import Send from "~/components/ui/icons/send";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { textLinkClass } from "~/components/ui/text-link";
import type { ContactPageContent } from "~/content/schema";
import type { ContactChannels } from "~/content/site";
import {
  type ContactField,
  contactFieldLimits,
  contactFields,
  contactFormName,
  formNameField,
  honeypotField,
} from "~/lib/contact-fields";
import { cx } from "~/lib/cx";
import { contactEndpoint } from "~/content/paths";
import { island } from "~/lib/islands/island";

type Copy = ContactPageContent["form"];
type FieldErrors = Partial<Record<ContactField, string>>;

type Status =
  /** `again`: the visitor asked for a new, empty form after a message was sent. */
  | { state: "editing"; again?: true }
  | { state: "submitting" }
  | { state: "sent" }
  | { state: "failed"; message: string; fieldErrors: FieldErrors };

const fieldId = (name: ContactField) => `contact-${name}`;

const isFieldName = (key: string): key is ContactField =>
  (contactFields as readonly string[]).includes(key);

/** Reads the server's per-field messages from a 422 answer; anything unexpected yields none. */
async function readFieldErrors(response: Response): Promise<FieldErrors> {
  const body: unknown = await response.json().catch(() => null);
  if (!body || typeof body !== "object" || !("errors" in body)) return {};
  const { errors } = body;
  if (!errors || typeof errors !== "object") return {};
  const result: FieldErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    if (isFieldName(key) && typeof value === "string") result[key] = value;
  }
  return result;
}

async function readError(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => null);
  return body && typeof body === "object" && "error" in body && typeof body.error === "string"
    ? body.error
    : undefined;
}

/**
 * The contact form. It posts to `/` natively without JavaScript (and on
 * Netlify Forms); with JavaScript it sends the same multipart body with
 * fetch and shows the thank-you view only after the server confirms. On any
 * failure the typed values stay and the visitor gets a message with a retry.
 */
export default function ContactForm({
  copy,
  site,
  honeypotLabel,
}: {
  copy: Copy;
  /** The spam trap's label, which visitors never see. */
  honeypotLabel: string;
  /** For the fallback under an error: call or mail instead. */
  site: ContactChannels;
}) {
  const [status, setStatus] = useState<Status>({ state: "editing" });
  const [formKey, setFormKey] = useState(0);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (status.state === "sent") {
      // The form collapses into the shorter thank-you view; a smooth focus scroll
      // could be cut short by that and leave the heading above the viewport.
      sentHeading.current?.focus({ preventScroll: true });
      sentHeading.current?.scrollIntoView({ block: "center", behavior: "instant" });
    }
    if (status.state === "editing" && status.again) {
      // The thank-you view and its button are gone: the visitor continues in the first field.
      formRef.current?.querySelector<HTMLElement>(`#${fieldId("naam")}`)?.focus();
    }
    if (status.state !== "failed") return;
    const firstInvalid = contactFields.find((name) => status.fieldErrors[name]);
    const target = firstInvalid
      ? formRef.current?.querySelector<HTMLElement>(`#${fieldId(firstInvalid)}`)
      : errorRef.current;
    target?.focus();
  }, [status]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.state === "submitting") return;
    const form = event.currentTarget;
    setStatus({ state: "submitting" });
    try {
      const response = await fetch(contactEndpoint, {
        method: "POST",
        body: new FormData(form),
        headers: { Accept: "application/json" },
      });
      if (response.ok) {
        setStatus({ state: "sent" });
        return;
      }
      if (response.status === 422) {
        const fieldErrors = await readFieldErrors(response);
        setStatus({ state: "failed", message: copy.errors.invalid, fieldErrors });
        return;
      }
      if (response.status === 429) {
        setStatus({ state: "failed", message: copy.errors.rateLimited, fieldErrors: {} });
        return;
      }
      const detail = response.status < 500 ? await readError(response) : undefined;
      setStatus({ state: "failed", message: detail ?? copy.errors.failed, fieldErrors: {} });
    } catch {
      setStatus({ state: "failed", message: copy.errors.failed, fieldErrors: {} });
    }
  }

  if (status.state === "sent") {
    return (
      <div data-sent className="flex flex-col items-start">
        <h2 ref={sentHeading} tabIndex={-1} className="text-3xl font-semibold outline-none">
          {copy.success.heading}
        </h2>
        <p className="mt-4 text-lg text-muted">{copy.success.text}</p>
        <button
          type="button"
          className={buttonClass("secondary", "mt-8")}
          onClick={() => {
            setFormKey((key) => key + 1);
            setStatus({ state: "editing", again: true });
          }}
        >
          {copy.success.resetLabel}
        </button>
      </div>
    );
  }

  const submitting = status.state === "submitting";
  const fieldErrors = status.state === "failed" ? status.fieldErrors : {};
  const field = (name: ContactField) => (
    <Field name={name} label={copy.fields[name].label} error={fieldErrors[name]} />
  );

  return (
    <form
      key={formKey}
      ref={formRef}
      name={contactFormName}
      method="post"
      action={contactEndpoint}
      data-netlify="true"
      data-netlify-honeypot={honeypotField}
      onSubmit={submit}
      aria-describedby="contact-verplicht"
      className="space-y-6"
    >
      <input type="hidden" name={formNameField} value={contactFormName} />
      <p hidden>
        <label>
          {honeypotLabel} <input name={honeypotField} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      <h2 className="text-2xl font-semibold">{copy.heading}</h2>
      <p className="text-muted">{copy.lead}</p>
      <p id="contact-verplicht" className="text-sm text-subtle">
        {copy.requiredNote}
      </p>

      <div className="grid gap-6 sm:grid-cols-2">
        {field("naam")}
        {field("email")}
      </div>
      {field("telefoon")}
      {field("bericht")}

      <p className="max-w-measure text-sm text-muted">
        {copy.consent}{" "}
        <a href={copy.privacyLink.to} className={textLinkClass}>
          {copy.privacyLink.label}
        </a>
        .
      </p>

      <div ref={errorRef} tabIndex={-1} role="alert" className="outline-none">
        {status.state === "failed" && (
          <div className="flex gap-3 rounded-xl border border-danger/50 bg-danger/10 p-4 text-ink">
            <CircleExclamationPoint
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-danger"
            />
            <div>
              <p>{status.message}</p>
              <p className="mt-2 flex flex-wrap gap-x-4">
                <a href={site.phoneHref} className={textLinkClass}>
                  {site.phone}
                </a>
                <a href={site.emailHref} className={textLinkClass}>
                  {site.email}
                </a>
              </p>
            </div>
          </div>
        )}
      </div>

      <button
        type="submit"
        disabled={submitting}
        className={buttonClass(
          "primary",
          "w-full disabled:cursor-wait disabled:opacity-80 sm:w-auto",
        )}
      >
        {submitting ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            {copy.submittingLabel}
          </>
        ) : status.state === "failed" ? (
          <>
            <RotateCcw aria-hidden="true" className="size-5" />
            {copy.errors.retryLabel}
          </>
        ) : (
          <>
            <Send aria-hidden="true" className="size-5" />
            {copy.submitLabel}
          </>
        )}
      </button>
    </form>
  );
}

/** Each field's control: a textarea where it has `rows`, otherwise an input. */
const controls: Record<
  ContactField,
  { type?: "text" | "email" | "tel"; rows?: number; required?: boolean; autoComplete?: string }
> = {
  naam: { type: "text", required: true, autoComplete: "name" },
  email: { type: "email", required: true, autoComplete: "email" },
  telefoon: { type: "tel", autoComplete: "tel" },
  bericht: { rows: 6, required: true },
};

/**
 * The browser's own check of a send brings the first empty required field
 * into view just below the header, with its label under the header; this
 * brings it there first, margin and label included, so the browser need not.
 */
function keepLabelInView(event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) {
  const control = event.currentTarget;
  if (control.form?.querySelector(":invalid") === control)
    control.scrollIntoView({ block: "nearest" });
}

function Field({ name, label, error }: { name: ContactField; label: string; error?: string }) {
  const id = fieldId(name);
  const errorId = `${id}-fout`;
  const control = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    onInvalid: keepLabelInView,
    // Scrolled to, a control keeps its label in view above it.
    className: cx(
      "mt-2 block w-full scroll-mt-8 rounded-xl border bg-canvas/70 px-4 py-3 text-ink placeholder:text-subtle transition-[border-color] focus:border-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent",
      error ? "border-danger" : "border-line",
    ),
    ...controls[name],
    maxLength: contactFieldLimits[name],
  };
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {control.rows ? <textarea {...control} /> : <input {...control} />}
      {error && (
        <p id={errorId} className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export const ContactFormIsland = island("contact-form", ContactForm);
