import type { z } from 'zod';

/** The coded messages a schema answers for a value, each with the path it points at ('' for the root). */
export function issuesOf(schema: z.ZodType, value: unknown): { path: string; code: string }[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.message }));
}

/** The codes alone, in order. */
export function codesOf(schema: z.ZodType, value: unknown): string[] {
  return issuesOf(schema, value).map((issue) => issue.code);
}

/** Parses or throws with the issues, so a test of a valid input shows why it failed. */
export function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`expected a valid input, got ${JSON.stringify(issuesOf(schema, value))}`);
  return result.data;
}
