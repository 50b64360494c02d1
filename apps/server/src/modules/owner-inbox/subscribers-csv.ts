import { stringify } from 'csv-stringify/sync';

/** A byte-order mark first: Excel then reads the file as UTF-8 (umlauts and Arabic stay whole). */
const BOM = '\uFEFF';

/** A cell a spreadsheet would run as a formula is kept as text (OWASP CSV injection). */
const asText = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** The subscribers as an RFC 4180 file: CRLF line ends, quotes where a field needs them. */
export function subscribersCsv(rows: readonly { email: string; createdAt: Date }[]): string {
  return (
    BOM +
    stringify(
      rows.map((row) => [asText(row.email), row.createdAt.toISOString()]),
      { header: true, columns: ['email', 'subscribed_at'], record_delimiter: '\r\n' },
    )
  );
}
