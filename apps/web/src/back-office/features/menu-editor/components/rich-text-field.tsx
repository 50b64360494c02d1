import { useRef } from 'react';
import { RichText } from '../../../../ui/rich-text.tsx';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import type { ControlProps } from '../../../shared/field.tsx';
import { inputClass } from '../../../shared/field.tsx';

interface RichTextFieldProps extends ControlProps {
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const TOOLS = [
  { name: 'bold', open: '<strong>', close: '</strong>', label: 'B', className: 'font-bold' },
  { name: 'italic', open: '<em>', close: '</em>', label: 'I', className: 'italic' },
  { name: 'list', open: '<ul>\n<li>', close: '</li>\n</ul>', label: '•', className: '' },
] as const;

/**
 * A description with the few marks a menu needs (bold, italic, a list) written as HTML into a plain
 * text area, and the cleaned result under it as guests will see it. The server's sanitiser has the
 * last word; no editor library travels in the bundle for three buttons.
 */
export function RichTextField({ value = '', onChange, onBlur, ...control }: RichTextFieldProps) {
  const { t } = useEditorTexts();
  const area = useRef<HTMLTextAreaElement>(null);
  const wrap = (open: string, close: string) => {
    const element = area.current;
    if (!element) return;
    const { selectionStart: start, selectionEnd: end } = element;
    const next = `${value.slice(0, start)}${open}${value.slice(start, end)}${close}${value.slice(end)}`;
    onChange(next);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(start + open.length, end + open.length);
    });
  };
  return (
    <div>
      <div className="mt-1 flex gap-1" role="toolbar" aria-label={t('fields.description')}>
        {TOOLS.map((tool) => (
          <button
            key={tool.name}
            type="button"
            onClick={() => wrap(tool.open, tool.close)}
            aria-label={t(`fields.${tool.name}`)}
            title={t(`fields.${tool.name}`)}
            className={`grid size-11 place-items-center rounded-xl bg-stone-100 text-base hover:bg-stone-200 ${tool.className}`}
          >
            <span aria-hidden="true">{tool.label}</span>
          </button>
        ))}
      </div>
      <textarea
        ref={area}
        {...control}
        value={value}
        rows={4}
        dir="auto"
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className={`${inputClass} h-auto py-2`}
      />
      {value.trim() && (
        <div className="mt-2 rounded-xl bg-stone-50 p-3 text-sm">
          <p className="mb-1 text-xs font-semibold text-muted">{t('fields.previewText')}</p>
          <RichText text={value} />
        </div>
      )}
    </div>
  );
}
