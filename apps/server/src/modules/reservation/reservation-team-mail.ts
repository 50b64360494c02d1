import { isLang, type Lang } from '@tavola/domain/messages/catalogue';
import type { Reservation } from '@tavola/domain/schemas/reservation';
import type { AppDeps } from '../../app.ts';
import type { DbOrTx } from '../../db/client.ts';
import { composeMail } from '../../mail/compose.ts';
import { withReplyTo } from '../../mail/mailer.ts';

/**
 * The restaurant's own mail for an online booking or a cancellation through the guest's link (issue 27
 * item 3), to the address its reservation settings name (`notifyEmail`; none: no mail). In the
 * restaurant's language; Reply-To is the guest, so answering the mail answers them.
 */
interface TeamMailTexts {
  subject: (action: 'booked' | 'cancelled', name: string, people: number, when: string) => string;
  lead: (action: 'booked' | 'cancelled') => string;
  when: string;
  party: string;
  table: string;
  guest: string;
}

const texts: Record<Lang, TeamMailTexts> = {
  en: {
    subject: (a, n, p, w) => `${a === 'booked' ? 'New table reservation' : 'Reservation cancelled'}: ${n}, ${p} ${p === 1 ? 'person' : 'people'}, ${w}`,
    lead: (a) => (a === 'booked' ? 'A guest booked a table online.' : 'A guest cancelled their table with the link in their confirmation.'),
    when: 'When',
    party: 'Party',
    table: 'Table',
    guest: 'Guest',
  },
  de: {
    subject: (a, n, p, w) => `${a === 'booked' ? 'Neue Tischreservierung' : 'Reservierung storniert'}: ${n}, ${p} ${p === 1 ? 'Person' : 'Personen'}, ${w}`,
    lead: (a) => (a === 'booked' ? 'Ein Gast hat online einen Tisch reserviert.' : 'Ein Gast hat seinen Tisch über den Link in der Bestätigung storniert.'),
    when: 'Wann',
    party: 'Personen',
    table: 'Tisch',
    guest: 'Gast',
  },
  fr: {
    subject: (a, n, p, w) => `${a === 'booked' ? 'Nouvelle réservation' : 'Réservation annulée'} : ${n}, ${p} ${p === 1 ? 'personne' : 'personnes'}, ${w}`,
    lead: (a) => (a === 'booked' ? 'Un client a réservé une table en ligne.' : 'Un client a annulé sa table avec le lien de sa confirmation.'),
    when: 'Quand',
    party: 'Personnes',
    table: 'Table',
    guest: 'Client',
  },
  ar: {
    subject: (a, n, p, w) => `${a === 'booked' ? 'حجز طاولة جديد' : 'أُلغي الحجز'}: ${n}، ${p} أشخاص، ${w}`,
    lead: (a) => (a === 'booked' ? 'حجز ضيف طاولة عبر الإنترنت.' : 'ألغى ضيف طاولته عبر الرابط في رسالة التأكيد.'),
    when: 'الموعد',
    party: 'عدد الأشخاص',
    table: 'الطاولة',
    guest: 'الضيف',
  },
};

/** The restaurant's own language for its team's mail (the guest's may differ). */
export function restaurantLang(restaurant: { lang: string }): Lang {
  return isLang(restaurant.lang) ? restaurant.lang : 'de';
}

export async function enqueueReservationTeamMail(
  deps: Pick<AppDeps, 'mailer'>,
  tx: DbOrTx,
  input: {
    to: string;
    lang: Lang;
    restaurantId: number;
    reservation: Reservation;
    action: 'booked' | 'cancelled';
    guest: { email: string; phone: string };
  },
): Promise<void> {
  const t = texts[input.lang];
  const r = input.reservation;
  const people = r.adults + r.children;
  const when = `${r.date} ${r.time}`;
  const mail = composeMail({
    to: input.to,
    lang: input.lang,
    subject: t.subject(input.action, r.name, people, when),
    paragraphs: [
      t.lead(input.action),
      `${t.when}: ${when}\n${t.party}: ${people}\n${t.table}: ${r.tableName}\n${t.guest}: ${r.name}, ${input.guest.phone}, ${input.guest.email}`,
    ],
  });
  await deps.mailer.enqueue(tx, withReplyTo(mail, input.guest.email), { restaurantId: input.restaurantId });
}
