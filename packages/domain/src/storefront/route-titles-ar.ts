import type { RouteTitleWords } from './route-titles.ts';

/**
 * The route titles' words in Arabic (storefront/route-titles.ts): a module of their own, so the web app's
 * ar texts carry them without the other languages' words.
 */
export const ROUTE_TITLES_AR: RouteTitleWords = {
  onlineShop: 'المتجر الإلكتروني',
  menu: 'قائمة الطعام',
  landing: 'أهلًا وسهلًا',
  cart: 'مراجعة السلة',
  checkout: 'إتمام الطلب',
  payment: 'الدفع',
  paymentStatus: 'حالة الطلب',
  review: 'التقييم',
  tableBill: 'فاتورة الطاولة',
  reservation: 'حجزك',
  profile: 'ملفك الشخصي',
  orders: 'طلباتك',
  resetPassword: 'إعادة تعيين كلمة المرور',
  blogs: 'المدونة',
  notFound: 'الصفحة غير موجودة',
  about: 'من نحن',
  privacy: 'الخصوصية',
  terms: 'الشروط والأحكام',
  imprint: 'بيانات الناشر',
  allergies: 'مسببات الحساسية والمواد المضافة',
  openingTime: 'أوقات العمل',
};
