import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Sheet } from '../../../ui/sheet.tsx';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { subscribeNewsletter } from '../api/subscribe-newsletter.ts';
import { useBotCheck } from '../../../lib/bot-check.ts';
import { HoneypotField } from '../../../ui/honeypot-field.tsx';

/** Success notices close sooner than errors (spec accounts §9). */
const SUCCESS_NOTICE_MS = 2000;

interface NewsletterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The newsletter email form: the server's message in a snackbar, the field cleared on either outcome (spec §4). */
export default function NewsletterDialog({ open, onOpenChange }: NewsletterDialogProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const bot = useBotCheck('newsletter');
  const subscribe = useMutation({
    mutationFn: subscribeNewsletter,
    onSuccess: (message) => {
      showSnackbar({ message, type: 'success', duration: SUCCESS_NOTICE_MS });
      onOpenChange(false);
    },
    onError: (error) => {
      bot.renew();
      showSnackbar({ message: isApiError(error) ? error.message : t('errors.somethingWentWrong') });
      inputRef.current?.focus();
    },
    onSettled: () => setEmail(''),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === '') {
      setFieldError(t('newsletter.emailRequired'));
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    const address = email.trim();
    void bot.fields().then((fields) => subscribe.mutate({ email: address, bot: fields }));
  }

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      variant="center"
      title={t('newsletter.title')}
      description={t('newsletter.text')}
      widthClass="md:w-[min(92vw,420px)]"
      initialFocus={inputRef}
      testId="newsletter-dialog"
    >
      <form noValidate onSubmit={submit} className="relative grid gap-3">
        <HoneypotField inputRef={bot.honeypot} />
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('newsletter.email')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className="h-11 rounded-xl border border-line bg-surface px-3 text-[15px] outline-none focus:border-primary focus:ring-2 focus:ring-primary/30"
        />
        {fieldError && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {fieldError}
          </p>
        )}
        <button type="submit" disabled={subscribe.isPending} className={buttonClass('primary', 'md')}>
          {subscribe.isPending ? t('newsletter.sending') : t('newsletter.submit')}
        </button>
      </form>
    </Sheet>
  );
}
