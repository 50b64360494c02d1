import type { Lang } from '@tavola/domain/messages/catalogue';
import type { Reservation } from '@tavola/domain/schemas/reservation';
import { composeMail } from '../../mail/compose.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withReplyTo, type Mail } from '../../mail/mailer.ts';
import type { AppDeps } from '../../app.ts';

interface ReservationMailTexts {
  subject: (restaurant: string) => string;
  greeting: (name: string) => string;
  booked: (restaurant: string) => string;
  when: string;
  party: (adults: number, children: number) => string;
  table: string;
  action: string;
  footer: string;
}

const texts: Record<Lang, ReservationMailTexts> = {
  en: {
    subject: (r) => `Your table at ${r}`,
    greeting: (name) => `Hello ${name},`,
    booked: (r) => `your table at ${r} is booked. We look forward to seeing you!`,
    when: 'When',
    party: (a, c) => `${a} ${a === 1 ? 'adult' : 'adults'}${c ? `, ${c} ${c === 1 ? 'child' : 'children'}` : ''}`,
    table: 'Table',
    action: 'See or cancel your reservation',
    footer: 'Plans changed? Please cancel with the link above so another guest can have the table.',
  },
  de: {
    subject: (r) => `Ihr Tisch bei ${r}`,
    greeting: (name) => `Hallo ${name},`,
    booked: (r) => `Ihr Tisch bei ${r} ist reserviert. Wir freuen uns auf Sie!`,
    when: 'Wann',
    party: (a, c) =>
      `${a} ${a === 1 ? 'Erwachsener' : 'Erwachsene'}${c ? `, ${c} ${c === 1 ? 'Kind' : 'Kinder'}` : ''}`,
    table: 'Tisch',
    action: 'Reservierung ansehen oder stornieren',
    footer: 'Pläne geändert? Bitte stornieren Sie über den Link oben, damit ein anderer Gast den Tisch bekommt.',
  },
  fr: {
    subject: (r) => `Votre table chez ${r}`,
    greeting: (name) => `Bonjour ${name},`,
    booked: (r) => `votre table chez ${r} est réservée. Au plaisir de vous accueillir !`,
    when: 'Quand',
    party: (a, c) => `${a} ${a === 1 ? 'adulte' : 'adultes'}${c ? `, ${c} ${c === 1 ? 'enfant' : 'enfants'}` : ''}`,
    table: 'Table',
    action: 'Voir ou annuler votre réservation',
    footer:
      "Un changement de programme ? Annulez avec le lien ci-dessus pour qu'un autre client puisse avoir la table.",
  },
  ar: {
    subject: (r) => `طاولتك في ${r}`,
    greeting: (name) => `مرحبًا ${name}،`,
    booked: (r) => `تم حجز طاولتك في ${r}. نتطلع إلى رؤيتك!`,
    when: 'الموعد',
    party: (a, c) => `البالغون: ${a}${c ? `، الأطفال: ${c}` : ''}`,
    table: 'الطاولة',
    action: 'عرض الحجز أو إلغاؤه',
    footer: 'تغيرت خططك؟ يرجى الإلغاء عبر الرابط أعلاه ليحصل ضيف آخر على الطاولة.',
  },
};

/**
 * The storefront page of one booking (decision 060), the mail's call to action: under the
 * restaurant's own path, so the page asks the server as that restaurant whatever host serves it.
 */
export function reservationUrl(publicUrl: string, slug: string, id: string, token: string): string {
  const url = new URL(`/r/${encodeURIComponent(slug)}/reservation`, publicUrl);
  url.searchParams.set('id', id);
  url.searchParams.set('token', token);
  return url.toString();
}

function longDate(date: string, lang: Lang): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

export function reservationConfirmationMail(input: {
  to: string;
  lang: Lang;
  reservation: Reservation;
  cancelUrl: string;
}): Mail {
  const t = texts[input.lang];
  const r = input.reservation;
  return composeMail({
    to: input.to,
    lang: input.lang,
    subject: t.subject(r.restaurantName),
    paragraphs: [
      t.greeting(r.name),
      t.booked(r.restaurantName),
      `${t.when}: ${longDate(r.date, input.lang)}, ${r.time}\n${t.party(r.adults, r.children)}\n${t.table}: ${r.tableName}`,
    ],
    action: { label: t.action, url: input.cancelUrl },
    footer: [t.footer],
  });
}

/** Writes the confirmation to the mail outbox in the booking's transaction. */
export async function enqueueReservationConfirmation(
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  tx: DbOrTx,
  input: {
    reservation: Reservation;
    to: string;
    lang: Lang;
    token: string;
    restaurant: { id: number; slug: string; contact: { email?: string | null } };
  },
): Promise<void> {
  const mail = reservationConfirmationMail({
    to: input.to,
    lang: input.lang,
    reservation: input.reservation,
    cancelUrl: reservationUrl(deps.config.publicUrl, input.restaurant.slug, input.reservation.id, input.token),
  });
  await deps.mailer.enqueue(tx, withReplyTo(mail, input.restaurant.contact.email), { restaurantId: input.restaurant.id });
}
