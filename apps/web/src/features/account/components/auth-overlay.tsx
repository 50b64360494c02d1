import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Sheet } from '../../../ui/sheet.tsx';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import type { CustomerProfile } from '../api/current-user.ts';
import { takeRequestedAuthView, type AuthView } from '../hooks/auth-view.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

const TITLES: Record<AuthView, { title: string; intro: string }> = {
  signIn: { title: 'account.auth.signInTitle', intro: 'account.auth.signInIntro' },
  signUp: { title: 'account.auth.signUpTitle', intro: 'account.auth.signUpIntro' },
  forgot: { title: 'account.auth.forgotTitle', intro: 'account.auth.forgotIntro' },
};

/**
 * The 'Login / Register' overlay: sign in, sign up (with automatic login) and forgot password,
 * one step at a time. Each step focuses its first field. A guest sent here from the cart with
 * next=checkout goes on to the checkout once logged in.
 */
export default function AuthOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [view, setView] = useState<AuthView>(takeRequestedAuthView);

  const done = (user: CustomerProfile) => {
    onClose();
    showSnackbar({ type: 'success', message: t('account.auth.welcome', { name: user.name }), duration: 4000 });
    if (new URLSearchParams(location.search).get('next') === 'checkout') navigate('/checkout');
  };

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(TITLES[view].title)}
      description={t(TITLES[view].intro)}
      eyebrow={t('header.login')}
      variant="center"
      widthClass="md:w-[min(92vw,460px)]"
      testId="auth-overlay"
    >
      <div key={view} className="pt-1">
        {view === 'signIn' && <SignInForm onDone={done} onSwitch={setView} />}
        {view === 'signUp' && <SignUpForm onDone={done} onSwitch={setView} />}
        {view === 'forgot' && <ForgotPasswordForm onSwitch={setView} />}
      </div>
    </Sheet>
  );
}
