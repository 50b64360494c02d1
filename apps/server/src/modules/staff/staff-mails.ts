import type { Lang } from '@tavola/domain/messages/catalogue';
import type { StaffRole } from '@tavola/domain/schemas/manager';
import { composeMail } from '../../mail/compose.ts';
import type { Mail } from '../../mail/mailer.ts';

interface StaffMailTexts {
  role: Record<StaffRole, string>;
  invitation: (restaurant: string, role: string, days: number) => { subject: string; paragraphs: string[]; action: string; footer: string[] };
  added: (restaurant: string, role: string) => { subject: string; paragraphs: string[]; action: string };
}

const texts: Record<Lang, StaffMailTexts> = {
  en: {
    role: { owner: 'owner', manager: 'manager', kitchen: 'kitchen' },
    invitation: (restaurant, role, days) => ({
      subject: `You are invited to ${restaurant}`,
      paragraphs: [`Hello,`, `you have been invited to work for ${restaurant} on Tavola as ${role}.`, 'Choose your password to sign in to the restaurant’s board.'],
      action: 'Choose a password',
      footer: [`The link works once and expires in ${days} days.`, 'If you did not expect this, you can ignore this e-mail.'],
    }),
    added: (restaurant, role) => ({
      subject: `You now work for ${restaurant}`,
      paragraphs: [`Hello,`, `you have been added to ${restaurant} on Tavola as ${role}. Sign in with your e-mail address and the password you already use.`],
      action: 'Open the board',
    }),
  },
  de: {
    role: { owner: 'Inhaber', manager: 'Manager', kitchen: 'Küche' },
    invitation: (restaurant, role, days) => ({
      subject: `Einladung zu ${restaurant}`,
      paragraphs: [`Hallo,`, `Sie wurden eingeladen, bei ${restaurant} auf Tavola mitzuarbeiten (Rolle: ${role}).`, 'Wählen Sie Ihr Passwort, um sich am Board des Restaurants anzumelden.'],
      action: 'Passwort wählen',
      footer: [`Der Link funktioniert einmal und läuft in ${days} Tagen ab.`, 'Wenn Sie das nicht erwartet haben, können Sie diese E-Mail ignorieren.'],
    }),
    added: (restaurant, role) => ({
      subject: `Sie arbeiten jetzt für ${restaurant}`,
      paragraphs: [`Hallo,`, `Sie wurden bei ${restaurant} auf Tavola hinzugefügt (Rolle: ${role}). Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem bisherigen Passwort an.`],
      action: 'Board öffnen',
    }),
  },
  fr: {
    role: { owner: 'propriétaire', manager: 'gérant', kitchen: 'cuisine' },
    invitation: (restaurant, role, days) => ({
      subject: `Invitation chez ${restaurant}`,
      paragraphs: [`Bonjour,`, `vous êtes invité à travailler pour ${restaurant} sur Tavola (rôle : ${role}).`, 'Choisissez votre mot de passe pour vous connecter au tableau du restaurant.'],
      action: 'Choisir un mot de passe',
      footer: [`Le lien ne fonctionne qu'une fois et expire dans ${days} jours.`, "Si vous ne vous y attendiez pas, ignorez cet e-mail."],
    }),
    added: (restaurant, role) => ({
      subject: `Vous travaillez maintenant pour ${restaurant}`,
      paragraphs: [`Bonjour,`, `vous avez été ajouté à ${restaurant} sur Tavola (rôle : ${role}). Connectez-vous avec votre adresse e-mail et votre mot de passe habituel.`],
      action: 'Ouvrir le tableau',
    }),
  },
  ar: {
    role: { owner: 'مالك', manager: 'مدير', kitchen: 'مطبخ' },
    invitation: (restaurant, role, days) => ({
      subject: `دعوة للعمل لدى ${restaurant}`,
      paragraphs: ['مرحبًا،', `تمت دعوتك للعمل لدى ${restaurant} على Tavola (الدور: ${role}).`, 'اختر كلمة مرورك لتسجيل الدخول إلى لوحة المطعم.'],
      action: 'اختر كلمة مرور',
      footer: [`يعمل الرابط مرة واحدة فقط وتنتهي صلاحيته خلال ${days} أيام.`, 'إذا لم تكن تتوقع ذلك فتجاهل هذه الرسالة.'],
    }),
    added: (restaurant, role) => ({
      subject: `أنت تعمل الآن لدى ${restaurant}`,
      paragraphs: ['مرحبًا،', `تمت إضافتك إلى ${restaurant} على Tavola (الدور: ${role}). سجّل الدخول بعنوان بريدك الإلكتروني وكلمة المرور التي تستخدمها.`],
      action: 'افتح اللوحة',
    }),
  },
};

interface StaffMailInput {
  to: string;
  lang: Lang;
  restaurant: string;
  role: StaffRole;
  url: string;
}

/** A new person's invitation: the one-time set-password link. */
export function invitationMail(input: StaffMailInput & { days: number }): Mail {
  const t = texts[input.lang];
  const content = t.invitation(input.restaurant, t.role[input.role], input.days);
  return composeMail({ to: input.to, lang: input.lang, subject: content.subject, paragraphs: content.paragraphs, action: { label: content.action, url: input.url }, footer: content.footer });
}

/** Someone with an account already (another restaurant): the role was added, nothing to accept. */
export function addedNoticeMail(input: StaffMailInput): Mail {
  const t = texts[input.lang];
  const content = t.added(input.restaurant, t.role[input.role]);
  return composeMail({ to: input.to, lang: input.lang, subject: content.subject, paragraphs: content.paragraphs, action: { label: content.action, url: input.url } });
}
