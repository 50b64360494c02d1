import { lineDeposits } from '@tavola/domain/pricing/line-deposits';
import { rightToLeft, type Lang } from '@tavola/domain/messages/catalogue';
import { amountToCents, formatMoney } from '@tavola/domain/pricing/money';
import type { VatSplit } from '@tavola/domain/pricing/vat-split';
import type { UserInfo } from '@tavola/domain/schemas/basket';
import type { Order } from '@tavola/domain/schemas/order';
import { formatLocalDateTime } from '@tavola/domain/time/format-local-date-time';
import { escapeHtml } from '../../mail/compose.ts';
import type { Mail } from '../../mail/mailer.ts';
import { orderMailTexts } from './order-mail-texts.ts';

export interface ConfirmationInput {
  to: string;
  name: string | null;
  lang: Lang;
  restaurantName: string;
  order: Order;
  /** The storefront's /paymentstatus page of this order. */
  statusUrl: string;
  /** The VAT included per rate (order-vat.ts); absent or null: the restaurant declared no VAT. */
  vat?: VatSplit | null;
}

interface Row {
  label: string;
  amount: string;
  /** Indented detail lines under the label (extras, package contents, the guest's comment). */
  details: string[];
  strong?: boolean;
}

/** The order confirmation: what was ordered, when and how, what it costs, and the status link. */
export function orderConfirmationMail(input: ConfirmationInput): Mail {
  const { order, lang } = input;
  const t = orderMailTexts[lang];
  const money = (amount: number) => formatMoney(amountToCents(amount) ?? Math.round(amount * 100), order.currency, lang);
  const details = parseUserDetails(order.user_details);

  const intro = [
    input.name ? t.greeting(input.name) : t.greetingAnonymous,
    t.received(order.orderNumber, input.restaurantName),
  ];
  const facts: [string, string][] = [
    [t.deliveryTypes[order.deliveryType], order.deliveryTime ? formatLocalDateTime(order.deliveryTime, lang) : t.asap],
  ];
  if (order.deliveryType === 'delivery' && details) {
    const street = [details.address, details.house_number].filter(Boolean).join(' ');
    const city = [details.postalCode, details.city].filter(Boolean).join(' ');
    const address = [street, city].filter(Boolean).join(', ');
    if (address) facts.push([t.deliverTo, address]);
  }
  facts.push([t.payment, t.paymentTypes[order.paymentType] ?? order.paymentType]);

  const lines: Row[] = order.products.map((line) => ({
    label: `${line.quantity} × ${line.name}`,
    amount: money(line.totalPrice),
    details: [
      ...line.attributeItems.map((item) => `+ ${item.quantity > 1 ? `${item.quantity} × ` : ''}${item.name}`),
      ...line.items.map((item) => `· ${item.quantity > 1 ? `${item.quantity} × ` : ''}${item.name}`),
      ...lineDeposits(line).map((deposit) => `${t.deposit}: ${deposit.count > 1 ? `${deposit.count} × ` : ''}${deposit.name} (${money(deposit.price)})`),
      ...commentOf(line.extra_info),
    ],
  }));
  const totals: Row[] = [
    { label: t.subtotal, amount: money(order.subtotal), details: [] },
    ...(order.voucherValue > 0 ? [{ label: t.discount(order.voucher_code ?? ''), amount: `−${money(order.voucherValue)}`, details: [] }] : []),
    ...(order.shipping_price > 0 ? [{ label: t.shipping, amount: money(order.shipping_price), details: [] }] : []),
    ...(order.tip > 0 ? [{ label: t.tip, amount: money(order.tip), details: [] }] : []),
    { label: t.total, amount: money(order.total_price), details: [], strong: true },
    ...vatRows(input.vat, lang, t, (cents) => formatMoney(cents, order.currency, lang)),
  ];
  const after = [...(order.is_online_payment && order.paymentStatus !== 'paid' ? [t.payOnlineHint] : []), t.questions(input.restaurantName)];

  const text = [
    ...intro,
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `${t.yourOrder}:\n${lines.map(rowText).join('\n')}`,
    totals.map(rowText).join('\n'),
    `${t.action}:\n${input.statusUrl}`,
    ...after,
  ].join('\n\n');

  return {
    to: input.to,
    subject: t.subject(order.orderNumber, input.restaurantName),
    text,
    html: html(input, { intro, facts, lines, totals, after, heading: t.yourOrder, action: t.action }),
    lang,
  };
}

/** Per rate the VAT included in the total, with its net amount; a tip is outside VAT (docs/decisions/081). */
function vatRows(
  vat: VatSplit | null | undefined,
  lang: Lang,
  t: (typeof orderMailTexts)[Lang],
  money: (cents: number) => string,
): Row[] {
  if (!vat || vat.rates.length === 0) return [];
  const percent = percentFormat(lang);
  return [
    ...vat.rates.map((rate) => ({
      label: t.vatIncluded(percent.format(rate.rateBasisPoints / 10_000), money(rate.grossCents)),
      amount: money(rate.vatCents),
      details: [`${t.net} ${money(rate.netCents)}`],
    })),
    ...(vat.outsideVatCents > 0 ? [{ label: t.tipOutsideVat, amount: '', details: [] }] : []),
  ];
}

/** One formatter per language, as formatMoney keeps them: building one costs more than the mail's other rows together. */
const percentFormats = new Map<string, Intl.NumberFormat>();

function percentFormat(lang: string): Intl.NumberFormat {
  let format = percentFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(lang, format);
  }
  return format;
}

function rowText(row: Row): string {
  return [`${row.label}  ${row.amount}`.trimEnd(), ...row.details.map((detail) => `   ${detail}`)].join('\n');
}

function html(
  input: ConfirmationInput,
  parts: { intro: string[]; facts: [string, string][]; lines: Row[]; totals: Row[]; after: string[]; heading: string; action: string },
): string {
  const dir = rightToLeft(input.lang) ? 'rtl' : 'ltr';
  const end = dir === 'rtl' ? 'left' : 'right';
  const start = dir === 'rtl' ? 'right' : 'left';
  const cell = `padding:6px 0;vertical-align:top;text-align:${start}`;
  const amountCell = `padding:6px 0;vertical-align:top;text-align:${end};white-space:nowrap`;
  const row = (r: Row) =>
    `<tr><td style="${cell}${r.strong ? ';font-weight:700;font-size:16px;border-top:1px solid #ddd;padding-top:10px' : ''}">${escapeHtml(r.label)}${r.details
      .map((d) => `<div style="color:#666;font-size:13px">${escapeHtml(d)}</div>`)
      .join('')}</td><td style="${amountCell}${r.strong ? ';font-weight:700;font-size:16px;border-top:1px solid #ddd;padding-top:10px' : ''}">${escapeHtml(r.amount)}</td></tr>`;
  return `<!doctype html>
<html lang="${input.lang}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(orderMailTextsSubject(input))}</title></head>
<body style="margin:0;background:#f7f5f2;font-family:sans-serif;line-height:1.5;color:#1c1917">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#fff">
<p style="font-size:18px;font-weight:700;margin:0 0 16px">${escapeHtml(input.restaurantName)}</p>
${parts.intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<table role="presentation" style="width:100%;border-collapse:collapse;margin:12px 0">${parts.facts
    .map(([label, value]) => `<tr><td style="${cell};color:#666;width:40%">${escapeHtml(label)}</td><td style="${cell}">${escapeHtml(value)}</td></tr>`)
    .join('')}</table>
<h2 style="font-size:16px;margin:20px 0 4px">${escapeHtml(parts.heading)}</h2>
<table role="presentation" style="width:100%;border-collapse:collapse">${parts.lines.map(row).join('')}</table>
<table role="presentation" style="width:100%;border-collapse:collapse;margin-top:8px;border-top:1px solid #eee">${parts.totals.map(row).join('')}</table>
<p style="margin:24px 0"><a href="${escapeHtml(input.statusUrl)}" style="display:inline-block;padding:12px 20px;background:#2e7d32;color:#fff;text-decoration:none;border-radius:999px;font-weight:700">${escapeHtml(parts.action)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(input.statusUrl)}</p>
${parts.after.map((p) => `<p style="font-size:13px;color:#555">${escapeHtml(p)}</p>`).join('\n')}
</div>
</body>
</html>`;
}

function orderMailTextsSubject(input: ConfirmationInput): string {
  return orderMailTexts[input.lang].subject(input.order.orderNumber, input.restaurantName);
}

export function parseUserDetails(text: string | null): UserInfo | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as UserInfo) : null;
  } catch {
    return null;
  }
}

function commentOf(extraInfo: string | null): string[] {
  if (!extraInfo) return [];
  try {
    const comment = (JSON.parse(extraInfo) as { comment?: unknown }).comment;
    return typeof comment === 'string' && comment.trim() ? [`“${comment.trim()}”`] : [];
  } catch {
    return [];
  }
}
