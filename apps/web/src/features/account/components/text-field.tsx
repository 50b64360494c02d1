import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { focusOnMount } from '../../../lib/focus-on-mount.ts';
import { Icon } from '../../../ui/icon.tsx';
import type { FieldBinding } from '../hooks/use-account-form.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange'>;

export interface TextFieldProps extends InputProps {
  label: string;
  field: FieldBinding;
  hint?: string;
  /** Spec §5: fields marked * are required. */
  requiredMark?: boolean;
  /** Something inside the input at its end (the password's show button). */
  end?: ReactNode;
  className?: string;
}

export const inputLooks =
  'block h-12 w-full rounded-xl bg-stone-50 px-3.5 text-[16px] text-ink ring-1 ring-line outline-none transition placeholder:text-stone-500 focus:bg-white focus:ring-2 focus:ring-primary aria-[invalid=true]:bg-red-50/60 aria-[invalid=true]:ring-red-600 read-only:bg-stone-100 read-only:text-muted';

/**
 * A labelled input with its hint and its error below, tied together for screen readers. 16 px text
 * keeps phones from zooming into the field.
 */
export function TextField({
  label,
  field,
  hint,
  requiredMark = false,
  end,
  className = '',
  autoFocus = false,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const hintId = `${field.id}-hint`;
  const errorId = `${field.id}-error`;
  const describedBy = [field.error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1.5 flex items-baseline gap-1 text-sm font-semibold text-ink">
        {label}
        {requiredMark ? (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        ) : (
          <span className="text-xs font-normal text-muted">({t('account.fields.optional')})</span>
        )}
      </label>
      <div className="relative">
        <input
          {...input}
          // autoFocus: focused when it mounts, as React does (see lib/focus-on-mount.ts).
          ref={autoFocus ? focusOnMount : undefined}
          id={field.id}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          aria-invalid={field.error ? true : undefined}
          aria-required={requiredMark || undefined}
          aria-describedby={describedBy}
          className={`${inputLooks} ${end ? 'pe-12' : ''}`}
        />
        {end && <div className="absolute inset-y-0 end-1 flex items-center">{end}</div>}
      </div>
      {hint && !field.error && (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {field.error && (
        <p
          id={errorId}
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
          data-testid={`error-${field.name}`}
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {field.error}
        </p>
      )}
    </div>
  );
}

/** A password input with a button that shows what was typed. */
export function PasswordField(props: Omit<TextFieldProps, 'end' | 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      end={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('account.fields.hidePassword') : t('account.fields.showPassword')}
          aria-pressed={visible}
          aria-controls={props.field.id}
          className="grid size-10 place-items-center rounded-lg text-muted hover:bg-stone-100 hover:text-ink"
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} className="size-5" />
        </button>
      }
    />
  );
}
