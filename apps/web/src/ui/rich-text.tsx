import { useMemo } from 'react';
import { hasHtmlTag, sanitizeHtml } from '../lib/sanitize-html.ts';

/** Restaurant text: rendered as (sanitised) HTML when it contains a tag, as plain text otherwise. */
export function RichText({ text, className = '' }: { text: string; className?: string }) {
  const html = useMemo(() => (hasHtmlTag(text) ? sanitizeHtml(text) : null), [text]);
  // Restaurant text keeps its own direction (an untranslated German description on the Arabic page
  // must not get its punctuation moved to the wrong end).
  if (html === null)
    return (
      <p className={className} dir="auto">
        {text}
      </p>
    );
  return <div className={`rich-text ${className}`} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />;
}
