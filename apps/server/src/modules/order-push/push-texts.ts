import type { Lang } from '@tavola/domain/messages/catalogue';
import type { DeliveryTypeName } from '@tavola/domain/schemas/restaurant-import';

interface PushTexts {
  accepted: (number: number) => string;
  readyAround: (time: string) => string;
  arrivesAround: (time: string) => string;
  done: Record<DeliveryTypeName, (number: number) => string>;
  rejected: (number: number) => string;
  reason: (reason: string) => string;
}

/**
 * The words of the notifications (decision 099): short, as a lock screen shows two lines. The
 * title is the restaurant's name; German says "Sie", as the storefront and the mails do.
 */
export const PUSH_TEXTS: Record<Lang, PushTexts> = {
  en: {
    accepted: (n) => `Your order ${n} has been accepted and is being prepared.`,
    readyAround: (time) => `Ready around ${time}.`,
    arrivesAround: (time) => `Arrives around ${time}.`,
    done: {
      delivery: (n) => `Your order ${n} is on its way to you.`,
      pickup: (n) => `Your order ${n} is ready to collect.`,
      here: (n) => `Your order ${n} is ready.`,
    },
    rejected: (n) => `We are sorry: your order ${n} could not be accepted.`,
    reason: (reason) => `“${reason}”`,
  },
  de: {
    accepted: (n) => `Ihre Bestellung ${n} wurde angenommen und wird zubereitet.`,
    readyAround: (time) => `Fertig gegen ${time}.`,
    arrivesAround: (time) => `Kommt gegen ${time}.`,
    done: {
      delivery: (n) => `Ihre Bestellung ${n} ist auf dem Weg zu Ihnen.`,
      pickup: (n) => `Ihre Bestellung ${n} ist abholbereit.`,
      here: (n) => `Ihre Bestellung ${n} ist fertig.`,
    },
    rejected: (n) => `Es tut uns leid: Ihre Bestellung ${n} konnte nicht angenommen werden.`,
    reason: (reason) => `„${reason}“`,
  },
  fr: {
    accepted: (n) => `Votre commande ${n} a été acceptée et est en préparation.`,
    readyAround: (time) => `Prête vers ${time}.`,
    arrivesAround: (time) => `Arrive vers ${time}.`,
    done: {
      delivery: (n) => `Votre commande ${n} est en route.`,
      pickup: (n) => `Votre commande ${n} est prête à être retirée.`,
      here: (n) => `Votre commande ${n} est prête.`,
    },
    rejected: (n) => `Nous sommes désolés : votre commande ${n} n'a pas pu être acceptée.`,
    reason: (reason) => `« ${reason} »`,
  },
  ar: {
    accepted: (n) => `تم قبول طلبك رقم ${n} وجارٍ تحضيره.`,
    readyAround: (time) => `جاهز نحو الساعة ${time}.`,
    arrivesAround: (time) => `يصل نحو الساعة ${time}.`,
    done: {
      delivery: (n) => `طلبك رقم ${n} في الطريق إليك.`,
      pickup: (n) => `طلبك رقم ${n} جاهز للاستلام.`,
      here: (n) => `طلبك رقم ${n} جاهز.`,
    },
    rejected: (n) => `نأسف: لم يتم قبول طلبك رقم ${n}.`,
    reason: (reason) => `«${reason}»`,
  },
};
