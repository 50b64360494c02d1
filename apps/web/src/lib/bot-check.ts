import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { FormStart } from '@tavola/domain/schemas/bot-check';
import { apiRequest } from '../api/client.ts';

/**
 * Bot protection of the public forms (docs/decisions/061-bot-protection.md). When a form opens it
 * asks the server how to prove a person sends it (GET api/forms/start): reCAPTCHA v3 with the
 * restaurant's site key (Google's script is loaded only then), or the privacy-friendly default, a
 * signed form-start token plus an empty honeypot field, which sends nothing to third parties.
 */
export interface BotFields {
  form_token?: string;
  website?: string;
  g_recaptcha_response?: string;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
let scriptLoading: Promise<Grecaptcha> | null = null;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  scriptLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () =>
      window.grecaptcha
        ? window.grecaptcha.ready(() => resolve(window.grecaptcha!))
        : reject(new Error('reCAPTCHA missing'));
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error('reCAPTCHA script could not load'));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

/** Renewed well inside the server's six hours, so a long-open page still gets a valid token. */
const FORM_START_STALE_MS = 60 * 60 * 1000;

export function useBotCheck(action: string) {
  const start = useQuery({
    queryKey: ['form-start'],
    queryFn: async () => (await apiRequest<FormStart>({ path: 'forms/start' })).data,
    staleTime: FORM_START_STALE_MS,
    meta: { silent: true },
  });
  const honeypot = useRef<HTMLInputElement>(null);
  const { data, refetch } = start;
  if (data?.method === 'recaptcha') void loadRecaptcha(data.siteKey).catch(() => undefined);

  /** The fields to send with the form; fetches a form start first if none has arrived yet. */
  const fields = useCallback(async (): Promise<BotFields> => {
    const current = data ?? (await refetch()).data;
    const website = honeypot.current?.value ?? '';
    if (!current) return { website };
    if (current.method === 'time_trap') {
      // A form token is good for one form: the next send (another form, or this one again) gets a new one.
      void refetch();
      return { form_token: current.formToken, website };
    }
    const grecaptcha = await loadRecaptcha(current.siteKey);
    return { g_recaptcha_response: await grecaptcha.execute(current.siteKey, { action }), website };
  }, [action, data, refetch]);

  /** After a refusal (expired or failed check) the next attempt gets a fresh start. */
  const renew = useCallback(() => void refetch(), [refetch]);

  return { fields, renew, honeypot };
}
