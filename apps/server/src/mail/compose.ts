import { rightToLeft, type Lang } from '@tavola/domain/messages/catalogue';
import type { Mail } from './mailer.ts';

export interface MailContent {
  to: string;
  lang: Lang;
  subject: string;
  /** Plain paragraphs; they are escaped for the HTML part. */
  paragraphs: string[];
  /** A call to action: shown as a button in HTML and as the bare URL in text. */
  action?: { label: string; url: string };
  /** Small print under the action (e.g. "the link expires in 60 minutes"). */
  footer?: string[];
}

/** Builds the text and HTML parts of a mail from the same paragraphs, in the mail's language and direction. */
export function composeMail(content: MailContent): Mail {
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.footer ?? []),
  ].join('\n\n');

  const dir = rightToLeft(content.lang) ? 'rtl' : 'ltr';
  const paragraphs = content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const action = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#222;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>\n<p style="font-size:12px;color:#555">${escapeHtml(content.action.url)}</p>`
    : '';
  const footer = (content.footer ?? [])
    .map((p) => `<p style="font-size:12px;color:#555">${escapeHtml(p)}</p>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="${content.lang}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:sans-serif;line-height:1.5">
${paragraphs}
${action}
${footer}
</body>
</html>`;
  return { to: content.to, subject: content.subject, text, html, lang: content.lang };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
