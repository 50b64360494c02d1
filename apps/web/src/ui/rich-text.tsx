import { useMemo } from 'react';
import { hasHtmlTag, sanitizeHtml } from '../lib/sanitize-html.ts';

/** Restaurant text: rendered as (sanitised) HTML when it contains a tag, as plain text otherwise. */
export function RichText({ text, className = '' }: { text: string; className?: string }) {
  const html = useMemo(() => (hasHtmlTag(text) ? sanitizeHtml(text) : null), [text]);
  if (html === null) return <p className={className}>{text}</p>;
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
