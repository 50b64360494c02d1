import type { Lang } from '@tavola/domain/messages/catalogue';
import { composeMail } from '../../mail/compose.ts';
import type { Mail } from '../../mail/mailer.ts';

interface ContactMailTexts {
  subject: (name: string) => string;
  intro: (restaurant: string) => string;
  from: string;
  email: string;
  phone: string;
  footer: string;
}

/** The mail to the restaurant, in the restaurant's own language (it reads its own mail). */
const texts: Record<Lang, ContactMailTexts> = {
  en: {
    subject: (name) => `Contact form: message from ${name}`,
    intro: (r) => `A guest wrote to ${r} through the contact form of your online shop:`,
    from: 'From',
    email: 'E-mail',
    phone: 'Phone',
    footer: 'Reply to the guest at the e-mail address above.',
  },
  de: {
    subject: (name) => `Kontaktformular: Nachricht von ${name}`,
    intro: (r) => `Ein Gast hat ${r} über das Kontaktformular Ihres Online-Shops geschrieben:`,
    from: 'Von',
    email: 'E-Mail',
    phone: 'Telefon',
    footer: 'Antworten Sie dem Gast an die oben genannte E-Mail-Adresse.',
  },
  fr: {
    subject: (name) => `Formulaire de contact : message de ${name}`,
    intro: (r) => `Un client a écrit à ${r} via le formulaire de contact de votre boutique en ligne :`,
    from: 'De',
    email: 'E-mail',
    phone: 'Téléphone',
    footer: "Répondez au client à l'adresse e-mail ci-dessus.",
  },
  ar: {
    subject: (name) => `نموذج الاتصال: رسالة من ${name}`,
    intro: (r) => `كتب ضيف إلى ${r} عبر نموذج الاتصال في متجرك الإلكتروني:`,
    from: 'من',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    footer: 'يمكنك الرد على الضيف عبر البريد الإلكتروني أعلاه.',
  },
};

export function contactMail(input: {
  to: string;
  lang: Lang;
  restaurantName: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
}): Mail {
  const t = texts[input.lang];
  return composeMail({
    to: input.to,
    lang: input.lang,
    subject: t.subject(input.name),
    paragraphs: [
      t.intro(input.restaurantName),
      `${t.from}: ${input.name}\n${t.email}: ${input.email}${input.phone ? `\n${t.phone}: ${input.phone}` : ''}`,
      input.message,
    ],
    footer: [t.footer],
  });
}
