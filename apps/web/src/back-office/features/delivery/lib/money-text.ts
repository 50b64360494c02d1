/** An amount as the owner types it in their language: "8,50" (de, fr) or "8.50"; empty is "not given". */
export function amountFromText(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return undefined;
  // NaN travels as null: the server then names the field (field_must_be_numeric) like any other mistake.
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** An amount in the owner's way of writing it, for a form's first value ("2,50" in German and French). */
export function amountToText(amount: number | undefined, lang: string): string {
  if (amount === undefined) return '';
  const text = amount.toFixed(2);
  return lang === 'de' || lang === 'fr' ? text.replace('.', ',') : text;
}

/** The first message the server sent per field of a 422 ('zones.0.fee' → its text). */
export function fieldMessages(error: unknown): Record<string, string> {
  const fields = (error as { details?: { fieldErrors?: Record<string, string[]> } } | null)?.details?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fields).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));
}
