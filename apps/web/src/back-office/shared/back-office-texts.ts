import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Lang } from '../../i18n/languages.ts';
import { createTranslator, type Translate } from '../../i18n/translate.ts';

/*
 * The few words every owner screen shares (the frame around it). They are small enough to travel in
 * each screen's chunk in all four languages; a screen's own texts load with it.
 */
const texts = {
  en: {
    overview: 'Your restaurant',
    backToBoard: 'Orders board',
    backToOverview: 'Your restaurant',
    overviewIntro: 'Everything guests see and how the restaurant runs, in one place.',
    signedOut: { heading: 'Please sign in', body: 'These screens use the sign-in of the orders board.', action: 'Go to sign-in' },
    ownerOnly: { heading: 'For the owner only', body: 'Only the restaurant’s owners can change this. Ask an owner for access.' },
    loadFailed: 'This could not be loaded. Check the connection and try again.',
    retry: 'Try again',
  },
  de: {
    overview: 'Ihr Restaurant',
    backToBoard: 'Bestellungen',
    backToOverview: 'Ihr Restaurant',
    overviewIntro: 'Alles, was Gäste sehen, und wie das Restaurant läuft – an einem Ort.',
    signedOut: { heading: 'Bitte anmelden', body: 'Diese Seiten nutzen die Anmeldung der Bestellübersicht.', action: 'Zur Anmeldung' },
    ownerOnly: { heading: 'Nur für Inhaber', body: 'Nur Inhaber des Restaurants können das ändern. Bitten Sie einen Inhaber um Zugang.' },
    loadFailed: 'Das konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },
  fr: {
    overview: 'Votre restaurant',
    backToBoard: 'Commandes',
    backToOverview: 'Votre restaurant',
    overviewIntro: 'Tout ce que voient les clients et la marche du restaurant, au même endroit.',
    signedOut: { heading: 'Veuillez vous connecter', body: 'Ces écrans utilisent la connexion du tableau des commandes.', action: 'Aller à la connexion' },
    ownerOnly: { heading: 'Réservé aux propriétaires', body: 'Seuls les propriétaires du restaurant peuvent modifier ceci. Demandez l’accès à un propriétaire.' },
    loadFailed: 'Impossible de charger ceci. Vérifiez la connexion et réessayez.',
    retry: 'Réessayer',
  },
  ar: {
    overview: 'مطعمك',
    backToBoard: 'الطلبات',
    backToOverview: 'مطعمك',
    overviewIntro: 'كل ما يراه الضيوف وطريقة عمل المطعم في مكان واحد.',
    signedOut: { heading: 'يرجى تسجيل الدخول', body: 'تستخدم هذه الشاشات تسجيل الدخول الخاص بلوحة الطلبات.', action: 'الذهاب إلى تسجيل الدخول' },
    ownerOnly: { heading: 'للمالكين فقط', body: 'لا يمكن تغيير هذا إلا لمالكي المطعم. اطلب الوصول من أحد المالكين.' },
    loadFailed: 'تعذّر التحميل. تحقّق من الاتصال وحاول مرة أخرى.',
    retry: 'حاول مرة أخرى',
  },
} satisfies Record<Lang, object>;

export function useBackOfficeTexts(): { t: Translate; lang: Lang } {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const t = useMemo(() => createTranslator(texts[lang] ?? texts.en, lang), [lang]);
  return { t, lang };
}
