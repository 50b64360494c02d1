import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useTableCodes } from '../api/manager-menu-api.ts';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';

/**
 * The QR code of every table, to print and put on the tables (A4, three a row; `npm run tables:qr`
 * writes the same sheet as a file). The codes are the server's own SVG, made from its table ids.
 */
export function TableCodes({ token }: { token: string }) {
  const { t } = useManagerTexts();
  const tables = useTableCodes(token).data;
  return (
    <section
      aria-labelledby="tables-title"
      className="table-codes rounded-3xl bg-surface p-5 shadow-card print:rounded-none print:p-0 print:shadow-none"
      data-testid="table-codes"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 print:hidden">
        <div>
          <h2 id="tables-title" className="text-lg font-bold">
            {t('tables.title')}
          </h2>
          <p className="mt-1 max-w-prose text-sm text-muted">{t('tables.intro')}</p>
        </div>
        <button
          type="button"
          onClick={() => window.print()}
          className={buttonClass('primary', 'lg')}
          disabled={!tables?.length}
        >
          <Icon name="download" />
          {t('tables.print')}
        </button>
      </div>
      {tables && tables.length === 0 && <p className="mt-4 text-sm text-muted">{t('tables.empty')}</p>}
      <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 print:mt-0 print:grid-cols-3 print:gap-3">
        {tables?.map((table) => (
          <li
            key={table.id}
            className="break-inside-avoid rounded-2xl p-3 text-center ring-1 ring-line print:ring-stone-300"
            data-testid="table-code"
          >
            {/* The server's SVG of the table's own link: no user input is in it. */}
            <div
              className="mx-auto w-full max-w-40 [&>svg]:h-auto [&>svg]:w-full"
              dangerouslySetInnerHTML={{ __html: table.svg }}
              aria-hidden="true"
            />
            <p className="mt-2 text-base font-bold">
              <bdi>{table.name}</bdi>
            </p>
            <p className="text-xs text-muted">
              {table.area ? (
                <>
                  <bdi>{table.area}</bdi> ·{' '}
                </>
              ) : null}
              {t('tables.seats', { count: table.capacity })}
              {!table.reservable && <span className="print:hidden"> · {t('tables.notReservable')}</span>}
            </p>
            {/* What the code opens, for trying it on this screen (not printed). */}
            <a
              href={table.url}
              className="mt-1 block text-[11px] break-all text-primary-ink underline print:hidden"
              data-testid="table-url"
            >
              {table.url}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
