import { formatLocalDateTime } from '@tavola/domain/time/format-local-date-time';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import { formatClockTime } from '@tavola/domain/time/local-clock';
import type { Lang } from '@tavola/domain/messages/catalogue';
import { composeMail } from '../../mail/compose.ts';
import type { Mail } from '../../mail/mailer.ts';

interface StatusMailTexts {
  acceptedSubject: (number: number, restaurant: string) => string;
  accepted: (number: number, restaurant: string) => string;
  readyAt: (time: string) => string;
  rejectedSubject: (number: number, restaurant: string) => string;
  rejected: (number: number, restaurant: string) => string;
  reason: (reason: string) => string;
  refunded: string;
  greeting: (name: string) => string;
  greetingAnonymous: string;
  action: string;
}

/** German addresses the guest with "Sie", as the storefront does. */
const TEXTS: Record<Lang, StatusMailTexts> = {
  en: {
    acceptedSubject: (n, r) => `${r} is preparing your order ${n}`,
    accepted: (n, r) => `good news: ${r} has accepted your order ${n} and is preparing it.`,
    readyAt: (time) => `Expected ready: ${time}.`,
    rejectedSubject: (n, r) => `${r} could not accept your order ${n}`,
    rejected: (n, r) => `we are sorry: ${r} could not accept your order ${n}.`,
    reason: (reason) => `The restaurant says: “${reason}”`,
    refunded: 'The amount you paid online is being refunded to you.',
    greeting: (name) => `Hello ${name},`,
    greetingAnonymous: 'Hello,',
    action: 'See your order',
  },
  de: {
    acceptedSubject: (n, r) => `${r} bereitet Ihre Bestellung ${n} zu`,
    accepted: (n, r) => `gute Nachricht: ${r} hat Ihre Bestellung ${n} angenommen und bereitet sie zu.`,
    readyAt: (time) => `Voraussichtlich fertig: ${time}.`,
    rejectedSubject: (n, r) => `${r} konnte Ihre Bestellung ${n} nicht annehmen`,
    rejected: (n, r) => `es tut uns leid: ${r} konnte Ihre Bestellung ${n} nicht annehmen.`,
    reason: (reason) => `Das Restaurant schreibt: „${reason}“`,
    refunded: 'Den online bezahlten Betrag erhalten Sie zurück.',
    greeting: (name) => `Guten Tag ${name},`,
    greetingAnonymous: 'Guten Tag,',
    action: 'Bestellung ansehen',
  },
  fr: {
    acceptedSubject: (n, r) => `${r} prépare votre commande ${n}`,
    accepted: (n, r) => `bonne nouvelle : ${r} a accepté votre commande ${n} et la prépare.`,
    readyAt: (time) => `Prête vers : ${time}.`,
    rejectedSubject: (n, r) => `${r} n'a pas pu accepter votre commande ${n}`,
    rejected: (n, r) => `nous sommes désolés : ${r} n'a pas pu accepter votre commande ${n}.`,
    reason: (reason) => `Le restaurant précise : « ${reason} »`,
    refunded: 'Le montant payé en ligne vous est remboursé.',
    greeting: (name) => `Bonjour ${name},`,
    greetingAnonymous: 'Bonjour,',
    action: 'Voir ma commande',
  },
  ar: {
    acceptedSubject: (n, r) => `${r} يحضّر طلبك رقم ${n}`,
    accepted: (n, r) => `خبر سار: قبل ${r} طلبك رقم ${n} ويقوم بتحضيره.`,
    readyAt: (time) => `الموعد المتوقع للجاهزية: ${time}.`,
    rejectedSubject: (n, r) => `لم يتمكن ${r} من قبول طلبك رقم ${n}`,
    rejected: (n, r) => `نأسف: لم يتمكن ${r} من قبول طلبك رقم ${n}.`,
    reason: (reason) => `رسالة المطعم: «${reason}»`,
    refunded: 'سيتم رد المبلغ الذي دفعته عبر الإنترنت.',
    greeting: (name) => `مرحبًا ${name}،`,
    greetingAnonymous: 'مرحبًا،',
    action: 'عرض طلبك',
  },
};

export interface StatusMailInput {
  to: string;
  name: string | null;
  lang: Lang;
  restaurantName: string;
  timeZone: string;
  orderNumber: number;
  status: 'processing' | 'rejected';
  /** processing: when the order is expected ready. */
  expectedAt: Date | null;
  /** rejected: the manager's reason, and whether an online payment is refunded. */
  reason: string | null;
  refunded: boolean;
  statusUrl: string;
}

/** The guest's mail when the restaurant accepts (with the expected time) or rejects (with the reason) the order. */
export function orderStatusMail(input: StatusMailInput): Mail {
  const t = TEXTS[input.lang];
  const greeting = input.name ? t.greeting(input.name) : t.greetingAnonymous;
  const n = input.orderNumber;
  const r = input.restaurantName;
  if (input.status === 'processing') {
    const paragraphs = [greeting, t.accepted(n, r)];
    if (input.expectedAt) paragraphs.push(t.readyAt(localTime(input.expectedAt, input.timeZone, input.lang)));
    return composeMail({ to: input.to, lang: input.lang, subject: t.acceptedSubject(n, r), paragraphs, action: { label: t.action, url: input.statusUrl } });
  }
  const paragraphs = [greeting, t.rejected(n, r)];
  if (input.reason) paragraphs.push(t.reason(input.reason));
  if (input.refunded) paragraphs.push(t.refunded);
  return composeMail({ to: input.to, lang: input.lang, subject: t.rejectedSubject(n, r), paragraphs, action: { label: t.action, url: input.statusUrl } });
}

function localTime(at: Date, timeZone: string, lang: Lang): string {
  const local = toLocalMoment(at, timeZone);
  return formatLocalDateTime(`${local.date} ${formatClockTime(local.minutes)}:00`, lang);
}
