import type { StaffAuditEntry } from '@tavola/domain/schemas/staff';
import { pageConfig } from '../../../../lib/page-config.ts';
import { useStaffTexts } from '../i18n/use-staff-texts.ts';
import { isolate } from '../lib/isolate.ts';

/** Who changed the staff, when and how, newest first. */
export function StaffAudit({ entries }: { entries: StaffAuditEntry[] }) {
  const { t, lang } = useStaffTexts();
  const role = (value: string | null) => (value ? t(`roles.${value}`) : '');
  return (
    <section aria-labelledby="staff-audit-title" className="rounded-3xl bg-surface p-5 shadow-card">
      <h2 id="staff-audit-title" className="text-lg font-bold">
        {t('audit.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-muted">{t('audit.empty')}</p>
      ) : (
        <ol className="mt-2 divide-y divide-line" data-testid="staff-audit">
          {entries.map((entry) => (
            <li key={entry.id} className="py-2.5 text-sm">
              <p className="text-muted">
                {new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: pageConfig.timeZone }).format(new Date(entry.at))}
              </p>
              <p>
                <bdi className="font-semibold">{entry.by ?? '—'}</bdi>{' '}
                {t(`audit.action_${entry.action}`, { email: isolate(entry.email), role: role(entry.roleAfter), before: role(entry.roleBefore) })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
