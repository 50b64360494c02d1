import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures align at the end (right in LTR, left in Arabic) and use tabular digits. */
  numeric?: boolean;
}

interface DataTableProps<T> {
  caption: string;
  rows: readonly T[];
  columns: Column<T>[];
  empty: string;
  foot?: ReactNode[];
  testId: string;
}

/** A titled table of figures; wide tables scroll sideways on a phone rather than squeeze. */
export function DataTable<T>({ caption, rows, columns, empty, foot, testId }: DataTableProps<T>) {
  return (
    <section className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line break-inside-avoid print:shadow-none" data-testid={testId}>
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      <div className="overflow-x-auto rounded-lg focus-visible:outline-3 focus-visible:outline-primary" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full text-sm">
          <caption className="pb-2 text-start text-base font-bold">{caption}</caption>
          <thead>
            <tr className="border-b border-line text-muted">
              {columns.map((column) => (
                <th key={column.header} scope="col" className={`px-2 py-1.5 font-semibold ${column.numeric ? 'text-end' : 'text-start'}`}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-2 py-3 text-muted">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={index} className="border-b border-line/60 last:border-0">
                  {columns.map((column, at) => {
                    const Cell = at === 0 ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.header}
                        {...(at === 0 ? { scope: 'row' } : {})}
                        className={`px-2 py-1.5 ${at === 0 ? 'font-semibold' : ''} ${column.numeric ? 'text-end tabular-nums' : 'text-start'}`}
                      >
                        {column.cell(row)}
                      </Cell>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
          {foot && rows.length > 0 && (
            <tfoot>
              <tr className="border-t-2 border-line font-bold">
                {foot.map((cell, index) => (
                  <td key={index} className={`px-2 py-1.5 ${index === 0 ? 'text-start' : 'text-end tabular-nums'}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </section>
  );
}
