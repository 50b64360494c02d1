import { z } from 'zod';
import { ID_MAX, PAGE_MAX } from '../limits.ts';

/** A database id in a query or body: a positive integer the id columns can hold. */
export const idField = z.coerce
  .number('field_must_be_numeric')
  .int()
  .positive('field_invalid')
  .max(ID_MAX, 'field_invalid');

/** A page number of a paged list (1 when absent). */
export const pageField = z.coerce
  .number('field_must_be_numeric')
  .int()
  .min(1, 'field_invalid')
  .max(PAGE_MAX, 'field_invalid')
  .default(1);
