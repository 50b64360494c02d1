import type { ComponentType } from 'react';
import type { Lang } from '../i18n/languages.ts';
import type { IconName } from '../ui/icon.tsx';

/** A back-office screen module: its component and the texts it awaits before it renders (no key flashes). */
export interface OwnerScreenModule {
  default: ComponentType;
  ready(): Promise<void>;
}

export interface OwnerScreen {
  /** /manager/{path}: the first segment after /manager. */
  path: string;
  icon: IconName;
  /** Its name and one line on the owners' overview, in the four languages (its own texts load with it). */
  title: Record<Lang, string>;
  summary: Record<Lang, string>;
  load: () => Promise<OwnerScreenModule>;
}

/**
 * The owner's screens of the restaurant's side (issue 23). Each is its own chunk, reached through the
 * board's route (/manager/*), so the storefront's first load carries none of them; the overview at
 * /manager/restaurant lists them. A new screen is one entry here.
 */
export const OWNER_SCREENS: readonly OwnerScreen[] = [
  {
    path: 'menu',
    icon: 'dish',
    title: { en: 'Menu', de: 'Speisekarte', fr: 'Carte', ar: 'قائمة الطعام' },
    summary: {
      en: 'Dishes, prices, photos and allergens: edit, preview and publish.',
      de: 'Gerichte, Preise, Fotos und Allergene: bearbeiten, ansehen und veröffentlichen.',
      fr: 'Plats, prix, photos et allergènes : modifier, prévisualiser et publier.',
      ar: 'الأطباق والأسعار والصور ومسببات الحساسية: عدّل واستعرض وانشر.',
    },
    load: () => import('./routes/menu-editor-route.tsx'),
  },
  {
    path: 'tables',
    icon: 'grid',
    title: { en: 'Tables and reservations', de: 'Tische und Reservierungen', fr: 'Tables et réservations', ar: 'الطاولات والحجوزات' },
    summary: {
      en: 'Tables, seats and areas, QR codes, and how guests book online.',
      de: 'Tische, Plätze und Bereiche, QR-Codes und wie Gäste online reservieren.',
      fr: 'Tables, places et zones, QR codes, et la réservation en ligne.',
      ar: 'الطاولات والمقاعد والمناطق ورموز QR وطريقة الحجز عبر الإنترنت.',
    },
    load: () => import('./routes/tables-route.tsx'),
  },
  {
    path: 'printers',
    icon: 'receipt',
    title: { en: 'Kitchen printers', de: 'Küchendrucker', fr: 'Imprimantes de cuisine', ar: 'طابعات المطبخ' },
    summary: {
      en: 'Network receipt printers: what each prints, automatically on accepting, with a test page.',
      de: 'Bondrucker im Netzwerk: was jeder druckt, automatisch beim Annehmen, mit Testseite.',
      fr: 'Imprimantes de tickets réseau : ce que chacune imprime, automatiquement à l’acceptation, avec page de test.',
      ar: 'طابعات الإيصالات على الشبكة: ما تطبعه كل واحدة، تلقائيًا عند القبول، مع صفحة اختبار.',
    },
    load: () => import('./routes/printers-route.tsx'),
  },
  {
    path: 'integrations',
    icon: 'repeat',
    title: { en: 'Integrations', de: 'Integrationen', fr: 'Intégrations', ar: 'التكاملات' },
    summary: {
      en: 'Webhooks: orders, bookings and sold-out dishes sent to your POS or kitchen display as they happen.',
      de: 'Webhooks: Bestellungen, Reservierungen und ausverkaufte Gerichte sofort an Kasse oder Küchenmonitor.',
      fr: 'Webhooks : commandes, réservations et plats épuisés envoyés aussitôt à votre caisse ou écran de cuisine.',
      ar: 'الخطافات الشبكية: الطلبات والحجوزات والأطباق النافدة تُرسل فورًا إلى نظام البيع أو شاشة المطبخ.',
    },
    load: () => import('./routes/webhooks-route.tsx'),
  },
  {
    path: 'reports',
    icon: 'receipt',
    title: { en: 'Reports', de: 'Berichte', fr: 'Rapports', ar: 'التقارير' },
    summary: {
      en: 'Sales, top dishes, VAT per rate and CSV exports for the accountant.',
      de: 'Umsätze, Top-Gerichte, MwSt. je Satz und CSV-Exporte für die Buchhaltung.',
      fr: 'Ventes, plats phares, TVA par taux et exports CSV pour le comptable.',
      ar: 'المبيعات وأكثر الأطباق طلبًا والضريبة لكل نسبة وتصدير CSV للمحاسب.',
    },
    load: () => import('./routes/reports-route.tsx'),
  },
  {
    path: 'staff',
    icon: 'user',
    title: { en: 'Staff', de: 'Team', fr: 'Équipe', ar: 'الفريق' },
    summary: {
      en: 'Invite owners, managers and the kitchen by e-mail; change roles, remove people.',
      de: 'Inhaber, Manager und Küche per E-Mail einladen; Rollen ändern, Personen entfernen.',
      fr: 'Inviter propriétaires, gérants et cuisine par e-mail ; changer les rôles, retirer des personnes.',
      ar: 'ادعُ المالكين والمديرين والمطبخ بالبريد الإلكتروني؛ غيّر الأدوار وأزل الأشخاص.',
    },
    load: () => import('./routes/staff-route.tsx'),
  },
  {
    path: 'content',
    icon: 'info',
    title: { en: 'Pages & notices', de: 'Seiten & Hinweise', fr: 'Pages et avis', ar: 'الصفحات والتنبيهات' },
    summary: {
      en: 'Imprint, privacy, terms, about us; the announcement and the closed message.',
      de: 'Impressum, Datenschutz, AGB, Über uns; Ankündigung und Geschlossen-Hinweis.',
      fr: 'Mentions légales, confidentialité, conditions, à propos ; annonce et message de fermeture.',
      ar: 'بيانات الناشر والخصوصية والشروط ومن نحن؛ الإعلان ورسالة الإغلاق.',
    },
    load: () => import('./routes/content-route.tsx'),
  },
  {
    path: 'blog',
    icon: 'edit',
    title: { en: 'Blog', de: 'Blog', fr: 'Blog', ar: 'المدوّنة' },
    summary: {
      en: 'Write posts with a cover photo and tags; publish when ready.',
      de: 'Beiträge mit Titelbild und Schlagwörtern schreiben; veröffentlichen, wenn sie fertig sind.',
      fr: 'Écrire des articles avec photo et mots-clés ; publier quand ils sont prêts.',
      ar: 'اكتب مقالات بصورة غلاف ووسوم، وانشرها عندما تكون جاهزة.',
    },
    load: () => import('./routes/blog-editor-route.tsx'),
  },
  {
    path: 'inbox',
    icon: 'mail',
    title: { en: 'Inbox', de: 'Posteingang', fr: 'Boîte de réception', ar: 'البريد الوارد' },
    summary: {
      en: 'Messages from the contact form and the newsletter subscribers (CSV).',
      de: 'Nachrichten aus dem Kontaktformular und die Newsletter-Abonnenten (CSV).',
      fr: 'Messages du formulaire de contact et abonnés à la newsletter (CSV).',
      ar: 'رسائل نموذج التواصل ومشتركو النشرة الإخبارية (CSV).',
    },
    load: () => import('./routes/inbox-route.tsx'),
  },
  {
    path: 'delivery',
    icon: 'bike',
    title: { en: 'Delivery & tips', de: 'Lieferung & Trinkgeld', fr: 'Livraison et pourboires', ar: 'التوصيل والإكرامية' },
    summary: {
      en: 'Delivery, pickup or eat in; zones with fees and minimum orders; suggested tips.',
      de: 'Lieferung, Abholung oder vor Ort; Liefergebiete mit Gebühr und Mindestbestellwert; Trinkgeld-Vorschläge.',
      fr: 'Livraison, à emporter ou sur place ; zones avec frais et minimum ; pourboires suggérés.',
      ar: 'توصيل أو استلام أو في المطعم؛ مناطق برسوم وحد أدنى للطلب؛ إكراميات مقترحة.',
    },
    load: () => import('./routes/delivery-route.tsx'),
  },
  {
    path: 'vouchers',
    icon: 'receipt',
    title: { en: 'Vouchers', de: 'Gutscheine', fr: 'Bons de réduction', ar: 'القسائم' },
    summary: {
      en: 'Codes with a percent or fixed discount, minimum order, limit and expiry; how often each was used.',
      de: 'Codes mit Prozent- oder Festbetrag, Mindestbestellwert, Limit und Ablauf; wie oft jeder genutzt wurde.',
      fr: 'Codes en pourcentage ou montant fixe, minimum, limite et expiration ; combien de fois chacun a servi.',
      ar: 'رموز بخصم نسبي أو ثابت وحد أدنى وحد استخدام وتاريخ انتهاء؛ وعدد مرات استخدام كل منها.',
    },
    load: () => import('./routes/vouchers-route.tsx'),
  },
  {
    path: 'hours',
    icon: 'clock',
    title: { en: 'Opening hours', de: 'Öffnungszeiten', fr: 'Horaires', ar: 'ساعات العمل' },
    summary: {
      en: 'Hours per delivery type, holidays, lead times and slot capacities.',
      de: 'Zeiten je Bestellart, Feiertage, Vorlaufzeiten und Kapazitäten.',
      fr: 'Horaires par mode de commande, fermetures, délais et capacités.',
      ar: 'الساعات لكل نوع طلب والعطل ومدد التحضير والسعة.',
    },
    load: () => import('./routes/hours-route.tsx'),
  },
  {
    path: 'payments',
    icon: 'receipt',
    title: { en: 'Payments', de: 'Zahlungen', fr: 'Paiements', ar: 'المدفوعات' },
    summary: {
      en: 'Ways to pay per delivery type, your own Mollie or SaferPay account.',
      de: 'Zahlungsarten je Bestellart, Ihr eigenes Mollie- oder SaferPay-Konto.',
      fr: 'Moyens de paiement par mode de commande, votre propre compte Mollie ou SaferPay.',
      ar: 'طرق الدفع لكل طريقة طلب، وحسابك الخاص في Mollie أو SaferPay.',
    },
    load: () => import('./routes/payments-route.tsx'),
  },
  {
    path: 'brand',
    icon: 'star',
    title: { en: 'Brand', de: 'Marke', fr: 'Identité', ar: 'الهوية' },
    summary: {
      en: 'Name, logo, hero image and main colour, checked for readable contrast.',
      de: 'Name, Logo, Titelbild und Hauptfarbe, auf lesbaren Kontrast geprüft.',
      fr: 'Nom, logo, image d’accueil et couleur principale, au contraste vérifié.',
      ar: 'الاسم والشعار وصورة الواجهة واللون الرئيسي، مع فحص وضوح التباين.',
    },
    load: () => import('./routes/brand-route.tsx'),
  },
  {
    path: 'languages',
    icon: 'globe',
    title: { en: 'Languages and currency', de: 'Sprachen und Währung', fr: 'Langues et devise', ar: 'اللغات والعملة' },
    summary: {
      en: 'Which languages guests may choose, your own, and the currency.',
      de: 'Welche Sprachen Gäste wählen können, Ihre eigene und die Währung.',
      fr: 'Les langues proposées aux clients, la vôtre et la devise.',
      ar: 'اللغات التي يختارها الضيوف ولغتك والعملة.',
    },
    load: () => import('./routes/languages-route.tsx'),
  },
];

export function ownerScreenAt(path: string | undefined): OwnerScreen | undefined {
  return OWNER_SCREENS.find((screen) => screen.path === path);
}
