import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { buttonClass } from '../../../ui/button.ts';
import { signInManager, setManagerPassword } from '../api/manager-api.ts';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';

const fieldClass =
  'mt-1.5 block h-12 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink focus:border-primary focus:outline-none focus:ring-3 focus:ring-primary/25';

/**
 * The board's sign-in (and the first password from the CLI's link, when `linkToken` is given).
 * Big fields and one button: it is typed on a kitchen tablet with floury fingers.
 */
export function SignInForm({ linkToken }: { linkToken?: string }) {
  const { t } = useManagerTexts();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (linkToken) await setManagerPassword(linkToken, password);
      else await signInManager(email, password);
      if (linkToken) history.replaceState(null, '', `${pageConfig.basePath ?? ''}/manager`);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="grid min-h-dvh place-items-center bg-canvas px-4 py-10">
      <form
        onSubmit={submit}
        className="w-full max-w-sm rounded-3xl bg-surface p-7 shadow-raised ring-1 ring-stone-900/5"
        data-testid="manager-sign-in"
      >
        <p className="text-sm font-semibold tracking-wide text-primary-ink uppercase">{pageConfig.name}</p>
        <h1 className="mt-1 text-2xl font-bold text-balance">
          {linkToken ? t('signIn.setPasswordHeading') : t('signIn.heading')}
        </h1>
        <p className="mt-2 text-sm text-muted">
          {linkToken
            ? t('signIn.setPasswordIntro', { name: pageConfig.name })
            : t('signIn.intro', { name: pageConfig.name })}
        </p>
        {!linkToken && (
          <label className="mt-6 block text-sm font-semibold">
            {t('signIn.email')}
            <input
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={fieldClass}
              dir="ltr"
            />
          </label>
        )}
        <label className="mt-4 block text-sm font-semibold">
          {linkToken ? t('signIn.newPassword') : t('signIn.password')}
          <input
            type="password"
            autoComplete={linkToken ? 'new-password' : 'current-password'}
            required
            minLength={linkToken ? 8 : 1}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={fieldClass}
            dir="ltr"
          />
        </label>
        {error && (
          <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
          {busy ? t('signIn.submitting') : linkToken ? t('signIn.savePassword') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
