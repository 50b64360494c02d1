import { z } from 'zod';
import { clientContext, idField } from './basket.ts';

/** A table's call for the dish collector as the board lists it (GET api/managers/calls). */
export const boardCallSchema = z.object({
  id: z.int(),
  tableName: z.string(),
  calledAt: z.string(),
  /** Null while nobody has seen to it. */
  doneAt: z.string().nullable(),
  /** The e-mail of the staff member who marked it done; null if open or that account is gone. */
  doneBy: z.string().nullable(),
});
export type BoardCall = z.infer<typeof boardCallSchema>;

/** POST api/managers/calls/done. */
export const boardCallDoneRequestSchema = z.object({ ...clientContext, id: idField }).strict();
