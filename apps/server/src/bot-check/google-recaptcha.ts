import type { HumanVerifier, Verdict } from './human-verifier.ts';

/** reCAPTCHA v3 scores from 0 (a bot) to 1 (a person); Google's suggested threshold. */
export const RECAPTCHA_MIN_SCORE = 0.5;
const VERIFY_TIMEOUT_MS = 5_000;

interface GoogleRecaptchaOptions {
  secret: string;
  /** https://www.google.com/recaptcha/api/siteverify, or a fake in tests (RECAPTCHA_VERIFY_URL). */
  verifyUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Google's siteverify API behind the HumanVerifier port (form-encoded POST, JSON answer). */
export function googleRecaptcha(options: GoogleRecaptchaOptions): HumanVerifier {
  const doFetch = options.fetch ?? fetch;
  return {
    async verify(token, remoteIp): Promise<Verdict> {
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let answer: unknown;
      try {
        const response = await doFetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) return 'unavailable';
        answer = await response.json();
      } catch {
        return 'unavailable';
      }
      if (!answer || typeof answer !== 'object' || !('success' in answer) || typeof answer.success !== 'boolean') {
        return 'unavailable';
      }
      if (!answer.success) return 'fail';
      // v2 answers carry no score; v3 answers do, and a low one is a bot.
      const score = 'score' in answer && typeof answer.score === 'number' ? answer.score : null;
      return score === null || score >= RECAPTCHA_MIN_SCORE ? 'pass' : 'fail';
    },
  };
}
