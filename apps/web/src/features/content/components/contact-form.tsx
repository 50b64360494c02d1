import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  contactFormSchema,
  type ContactForm as ContactFields,
} from '@tavola/domain/schemas/contact';
import type { Lang } from '@tavola/domain/messages/catalogue';
import { isApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useBotCheck } from '../../../lib/bot-check.ts';
import { errorText } from '../../../lib/error-text.ts';
import { fieldErrorsFromServer, fieldErrorsOf, type FieldErrors } from '../../../lib/field-errors.ts';
import { buttonClass } from '../../../ui/button.ts';
import { HoneypotField } from '../../../ui/honeypot-field.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { sendContactMessage } from '../api/send-contact-message.ts';

const EMPTY: Required<Record<keyof ContactFields, string>> = { name: '', email: '', phone: '', message: '' };
const FIELDS = Object.keys(EMPTY) as (keyof ContactFields)[];

const inputLooks =
  'block w-full rounded-xl bg-stone-50 px-3.5 text-[16px] text-ink ring-1 ring-line outline-none transition placeholder:text-stone-500 focus:bg-white focus:ring-2 focus:ring-primary aria-[invalid=true]:bg-red-50/60 aria-[invalid=true]:ring-red-600';

/**
 * The contact overlay's form (POST api/contact): name, e-mail, optional phone and the message,
 * checked by the shared schema before sending and protected against bots (lib/bot-check). After
 * sending, the server's sentence replaces the form.
 */
export default function ContactForm() {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const submitted = useRef(false);
  const bot = useBotCheck('contact');
  const send = useMutation({
    mutationFn: async (fields: ContactFields) => sendContactMessage(fields, await bot.fields()),
    meta: { silent: true },
    onSuccess: (message) => {
      setSent(message);
      setValues(EMPTY);
      submitted.current = false;
    },
    onError: (error) => {
      bot.renew();
      const onFields =
        isApiError(error) && error.status === 422 ? fieldErrorsFromServer(error.details.fieldErrors) : {};
      const known = Object.fromEntries(Object.entries(onFields).filter(([name]) => name in EMPTY));
      if (Object.keys(known).length > 0) setErrors(known);
      else setFormError(errorText(error));
    },
  });

  const check = (next: typeof EMPTY) => {
    const result = contactFormSchema.safeParse(next);
    return result.success ? {} : fieldErrorsOf(result.error.issues, i18n.language as Lang);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    setFormError(null);
    const result = contactFormSchema.safeParse(values);
    if (!result.success) {
      const failed = fieldErrorsOf(result.error.issues, i18n.language as Lang);
      setErrors(failed);
      const first = FIELDS.find((name) => failed[name]);
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(result.data);
  };

  if (sent) {
    return (
      <div className="mt-6 rounded-2xl bg-primary/10 p-5 text-center" data-testid="contact-sent">
        <div className="mx-auto mb-3 grid size-12 place-items-center rounded-full bg-primary text-on-primary">
          <Icon name="check" className="size-6" />
        </div>
        <p role="status" className="font-semibold text-ink">
          {sent}
        </p>
        <button type="button" className={buttonClass('ghost', 'sm', 'mt-3')} onClick={() => setSent(null)}>
          {t('content.contact.another')}
        </button>
      </div>
    );
  }

  const field = (
    name: keyof ContactFields,
    label: string,
    input: { type?: string; autoComplete?: string; multiline?: boolean; optional?: boolean },
  ) => {
    const id = `${formId}-${name}`;
    const error = errors[name];
    const common = {
      id,
      name,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      'aria-required': input.optional ? undefined : true,
      onChange: (event: { target: { value: string } }) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (submitted.current) setErrors(check(next));
      },
    };
    return (
      <div>
        <label htmlFor={id} className="mb-1.5 flex items-baseline gap-1 text-sm font-semibold text-ink">
          {label}
          {input.optional ? (
            <span className="text-xs font-normal text-muted">({t('content.contact.optional')})</span>
          ) : (
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          )}
        </label>
        {input.multiline ? (
          <textarea
            {...common}
            rows={5}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            className={`${inputLooks} min-h-32 py-3`}
            dir="auto"
          />
        ) : (
          <input
            {...common}
            type={input.type ?? 'text'}
            autoComplete={input.autoComplete}
            className={`${inputLooks} h-12`}
          />
        )}
        {error && (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="relative mt-6 space-y-4"
      data-testid="contact-form"
      aria-labelledby={`${formId}-title`}
    >
      <HoneypotField inputRef={bot.honeypot} />
      <h3 id={`${formId}-title`} className="text-lg font-bold">
        {t('content.contact.formTitle')}
      </h3>
      {field('name', t('content.contact.name'), { autoComplete: 'name' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('email', t('content.contact.email'), { type: 'email', autoComplete: 'email' })}
        {field('phone', t('content.contact.phone'), { type: 'tel', autoComplete: 'tel', optional: true })}
      </div>
      {field('message', t('content.contact.message'), { multiline: true })}
      {formError && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
          data-testid="contact-error"
        >
          {formError}
        </p>
      )}
      <p className="text-xs text-muted">{t('content.contact.privacy')}</p>
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={send.isPending}>
        {send.isPending ? t('content.contact.sending') : t('content.contact.send')}
      </button>
    </form>
  );
}
