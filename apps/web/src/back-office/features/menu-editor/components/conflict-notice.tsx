import type { MenuEntry } from '@tavola/domain/schemas/menu-editor';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import { changedFields, shortValue } from '../lib/value-diff.ts';
import { useFieldLabel } from '../hooks/use-field-label.ts';
import { formatStamp } from '../lib/format-stamp.ts';

interface ConflictNoticeProps {
  current: MenuEntry | null;
  mine: unknown;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** A 409: what the other person saved, side by side with the owner's edit, and the two ways on. */
export function ConflictNotice({ current, mine, busy, onKeepMine, onTakeTheirs }: ConflictNoticeProps) {
  const { t, lang } = useEditorTexts();
  const label = useFieldLabel();
  const changes = current ? changedFields(mine, current.value) : [];
  return (
    <div
      role="alert"
      className="mb-5 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
      data-testid="conflict-notice"
    >
      <p className="flex items-center gap-2 font-bold">
        <Icon name="alert" />
        {t('conflict.heading')}
      </p>
      <p className="mt-1 text-sm">
        {current
          ? t('conflict.body', {
              who: current.updatedBy ?? t('conflict.someone'),
              time: formatStamp(current.updatedAt, lang),
            })
          : t('conflict.deleted')}
      </p>
      {changes.length > 0 && (
        <>
          <p className="mt-3 text-sm font-semibold">{t('conflict.differs')}</p>
          <ul className="mt-1 space-y-1 text-sm">
            {changes.map((change) => (
              <li key={change.field}>
                <span className="font-semibold">{label(change.field)}:</span> <bdi>{shortValue(change.after)}</bdi>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={onKeepMine}
          className={buttonClass('primary', 'md')}
          data-testid="conflict-keep-mine"
        >
          {current ? t('conflict.keepMine') : t('conflict.recreate')}
        </button>
        {current && (
          <button
            type="button"
            disabled={busy}
            onClick={onTakeTheirs}
            className={buttonClass('secondary', 'md')}
            data-testid="conflict-take-theirs"
          >
            {t('conflict.takeTheirs')}
          </button>
        )}
      </div>
    </div>
  );
}
