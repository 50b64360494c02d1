import type { Lang } from '@tavola/domain/messages/catalogue';
import { composeMail } from '../../mail/compose.ts';
import type { Mail } from '../../mail/mailer.ts';
import { RESET_TOKEN_TTL_MINUTES } from './reset-token.ts';

/** The storefront page that reads the token (spec route /resetpass/{token}). */
export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/resetpass/${encodeURIComponent(token)}`;
}

interface Recipient {
  to: string;
  name: string;
  lang: Lang;
  restaurant: string;
}

const resetTexts: Record<
  Lang,
  (r: Recipient, minutes: number) => { subject: string; paragraphs: string[]; action: string; footer: string[] }
> = {
  en: (r, minutes) => ({
    subject: `Reset your password at ${r.restaurant}`,
    paragraphs: [
      `Hello ${r.name},`,
      `we received a request to reset the password of your customer account at ${r.restaurant}.`,
    ],
    action: 'Choose a new password',
    footer: [
      `The link works once and expires in ${minutes} minutes.`,
      'If you did not ask for this, you can ignore this e-mail: your password stays unchanged.',
    ],
  }),
  de: (r, minutes) => ({
    subject: `Passwort zurücksetzen bei ${r.restaurant}`,
    paragraphs: [
      `Hallo ${r.name},`,
      `wir haben eine Anfrage erhalten, das Passwort Ihres Kundenkontos bei ${r.restaurant} zurückzusetzen.`,
    ],
    action: 'Neues Passwort wählen',
    footer: [
      `Der Link funktioniert einmal und läuft in ${minutes} Minuten ab.`,
      'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
    ],
  }),
  fr: (r, minutes) => ({
    subject: `Réinitialisez votre mot de passe chez ${r.restaurant}`,
    paragraphs: [
      `Bonjour ${r.name},`,
      `nous avons reçu une demande de réinitialisation du mot de passe de votre compte client chez ${r.restaurant}.`,
    ],
    action: 'Choisir un nouveau mot de passe',
    footer: [
      `Le lien ne fonctionne qu'une fois et expire dans ${minutes} minutes.`,
      "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.",
    ],
  }),
  ar: (r, minutes) => ({
    subject: `إعادة تعيين كلمة المرور لدى ${r.restaurant}`,
    paragraphs: [`مرحبًا ${r.name}،`, `تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك لدى ${r.restaurant}.`],
    action: 'اختر كلمة مرور جديدة',
    footer: [
      `يعمل الرابط مرة واحدة فقط وتنتهي صلاحيته خلال ${minutes} دقيقة.`,
      'إذا لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    ],
  }),
};

export function resetPasswordMail(recipient: Recipient, link: string): Mail {
  const t = resetTexts[recipient.lang](recipient, RESET_TOKEN_TTL_MINUTES);
  return composeMail({
    to: recipient.to,
    lang: recipient.lang,
    subject: t.subject,
    paragraphs: t.paragraphs,
    action: { label: t.action, url: link },
    footer: t.footer,
  });
}

const welcomeTexts: Record<Lang, (r: Recipient) => { subject: string; paragraphs: string[] }> = {
  en: (r) => ({
    subject: `Welcome to ${r.restaurant}`,
    paragraphs: [
      `Hello ${r.name},`,
      `your customer account at ${r.restaurant} has been created. You log in with this e-mail address.`,
    ],
  }),
  de: (r) => ({
    subject: `Willkommen bei ${r.restaurant}`,
    paragraphs: [
      `Hallo ${r.name},`,
      `Ihr Kundenkonto bei ${r.restaurant} wurde angelegt. Sie melden sich mit dieser E-Mail-Adresse an.`,
    ],
  }),
  fr: (r) => ({
    subject: `Bienvenue chez ${r.restaurant}`,
    paragraphs: [
      `Bonjour ${r.name},`,
      `votre compte client chez ${r.restaurant} a été créé. Vous vous connectez avec cette adresse e-mail.`,
    ],
  }),
  ar: (r) => ({
    subject: `مرحبًا بك في ${r.restaurant}`,
    paragraphs: [
      `مرحبًا ${r.name}،`,
      `تم إنشاء حسابك لدى ${r.restaurant}. يمكنك تسجيل الدخول باستخدام عنوان البريد الإلكتروني هذا.`,
    ],
  }),
};

/** Sent after a successful sign-up, so a sign-up always produces a mail (see already-registered below). */
export function welcomeMail(recipient: Recipient): Mail {
  const t = welcomeTexts[recipient.lang](recipient);
  return composeMail({ to: recipient.to, lang: recipient.lang, subject: t.subject, paragraphs: t.paragraphs });
}

const alreadyRegisteredTexts: Record<Lang, (r: Recipient) => { subject: string; paragraphs: string[]; action: string }> = {
  en: (r) => ({
    subject: `Sign-up attempt at ${r.restaurant}`,
    paragraphs: [
      `Hello ${r.name},`,
      `someone, perhaps you, tried to create a customer account at ${r.restaurant} with this e-mail address. You already have an account, so nothing was changed.`,
      "If you forgot your password, choose 'Forgot password' in the login window. If it was not you, you can ignore this e-mail.",
    ],
    action: 'Sign in or choose a new password',
  }),
  de: (r) => ({
    subject: `Registrierungsversuch bei ${r.restaurant}`,
    paragraphs: [
      `Hallo ${r.name},`,
      `jemand, vielleicht Sie selbst, hat versucht, mit dieser E-Mail-Adresse ein Kundenkonto bei ${r.restaurant} anzulegen. Sie haben bereits ein Konto, daher wurde nichts geändert.`,
      "Wenn Sie Ihr Passwort vergessen haben, wählen Sie im Anmeldefenster 'Passwort vergessen'. Waren Sie es nicht, können Sie diese E-Mail ignorieren.",
    ],
    action: 'Anmelden oder neues Passwort wählen',
  }),
  fr: (r) => ({
    subject: `Tentative d'inscription chez ${r.restaurant}`,
    paragraphs: [
      `Bonjour ${r.name},`,
      `quelqu'un, peut-être vous, a essayé de créer un compte client chez ${r.restaurant} avec cette adresse e-mail. Vous avez déjà un compte, rien n'a donc été modifié.`,
      "Si vous avez oublié votre mot de passe, choisissez « Mot de passe oublié » dans la fenêtre de connexion. Si ce n'était pas vous, ignorez cet e-mail.",
    ],
    action: 'Se connecter ou choisir un nouveau mot de passe',
  }),
  ar: (r) => ({
    subject: `محاولة تسجيل لدى ${r.restaurant}`,
    paragraphs: [
      `مرحبًا ${r.name}،`,
      `حاول شخص ما، ربما أنت، إنشاء حساب لدى ${r.restaurant} بعنوان البريد الإلكتروني هذا. لديك حساب بالفعل، لذلك لم يتغير شيء.`,
      'إذا نسيت كلمة المرور فاختر «نسيت كلمة المرور» في نافذة تسجيل الدخول. وإذا لم تكن أنت فتجاهل هذه الرسالة.',
    ],
    action: 'تسجيل الدخول أو اختيار كلمة مرور جديدة',
  }),
};

/**
 * Sign-up with an address that already has an account answers exactly like a new sign-up; the real
 * owner learns about it from this mail instead (see docs/decisions on account enumeration).
 */
export function alreadyRegisteredMail(recipient: Recipient & { signInUrl: string }): Mail {
  const t = alreadyRegisteredTexts[recipient.lang](recipient);
  // The way back in: the storefront opens its sign-in with "forgot password" one tap away.
  return composeMail({
    to: recipient.to,
    lang: recipient.lang,
    subject: t.subject,
    paragraphs: t.paragraphs,
    action: { label: t.action, url: recipient.signInUrl },
  });
}
