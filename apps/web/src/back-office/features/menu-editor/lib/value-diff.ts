export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The top-level fields whose values differ between two entry values (either may be missing). */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const a = asRecord(before);
  const b = asRecord(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((field) => field !== 'key');
  return fields
    .filter((field) => JSON.stringify(a[field] ?? null) !== JSON.stringify(b[field] ?? null))
    .map((field) => ({ field, before: a[field], after: b[field] }));
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A value in a few words: texts cut short, lists by their names, nested objects as "name · price". */
export function shortValue(value: unknown, empty = '—'): string {
  if (value === undefined || value === null || value === '') return empty;
  if (typeof value === 'string') return value.length > 60 ? `${value.replace(/<[^>]*>/g, '').slice(0, 57)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? empty : value.map((item) => shortValue(item, empty)).join(', ');
  const record = value as Record<string, unknown>;
  if (typeof record.name === 'string') return record.name;
  if (typeof record.day === 'string') return `${record.day} ${String(record.from)}–${String(record.until)}`;
  return Object.values(record)
    .map((item) => shortValue(item, empty))
    .join(' · ');
}

/** The name an entry value carries, for headings and messages. */
export function nameOf(value: unknown): string {
  const name = asRecord(value).name;
  return typeof name === 'string' ? name : '';
}
