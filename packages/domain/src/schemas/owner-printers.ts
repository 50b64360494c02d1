import { z } from 'zod';
import { clientContext, DELIVERY_TYPES } from './basket.ts';
import { orderIdField } from './order.ts';
import { settingsSaveFields, settingsSectionOf } from './owner-settings.ts';

/** More would be a print shop, not a kitchen. */
export const PRINTERS_MAX = 20;

/** A host name or IPv4/IPv6 address, nothing that could smuggle a path or a port. */
const HOST_PATTERN = /^[A-Za-z0-9.:-]{1,253}$/;

/** A kitchen receipt printer (ESC/POS over TCP, decision 092). Empty filters: it prints every order. */
export const ownerPrinterSchema = z
  .object({
    /** Absent on a printer being added. */
    id: z.int().positive().optional(),
    name: z.string().trim().min(1, 'field_required').max(60, 'field_invalid'),
    host: z.string().trim().regex(HOST_PATTERN, 'printer_host_invalid'),
    /** The bounds answer z.int's own 'field_invalid'. */
    port: z.int('field_invalid').min(1).max(65535).default(9100),
    deliveryTypes: z.array(z.enum(DELIVERY_TYPES)).max(DELIVERY_TYPES.length).default([]),
    categoryIds: z.array(z.int().positive()).max(500).default([]),
    /** accept: when staff accept; arrival: when the order comes in (placed, or its online payment paid); manual: reprints only. */
    printOn: z.enum(['accept', 'arrival', 'manual']).default('accept'),
  })
  .strict();
export type OwnerPrinter = z.output<typeof ownerPrinterSchema>;
export type OwnerPrinterInput = z.input<typeof ownerPrinterSchema>;

export const ownerPrintersSchema = z
  .object({
    printers: z
      .array(ownerPrinterSchema)
      .max(PRINTERS_MAX)
      .superRefine((printers, ctx) => {
        const names = new Set<string>();
        printers.forEach((printer, index) => {
          const name = printer.name.toLocaleLowerCase();
          if (names.has(name)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'printer_name_taken' });
          names.add(name);
        });
      }),
  })
  .strict();
export type OwnerPrinters = z.output<typeof ownerPrintersSchema>;

/** PUT api/owner/printers: the whole list at the revision it was read at. */
export const saveOwnerPrintersSchema = ownerPrintersSchema.extend(settingsSaveFields).strict();

/** GET api/owner/printers (the printers carry their ids once saved). */
export const ownerPrintersAnswerSchema = settingsSectionOf(ownerPrintersSchema);

/** GET api/owner/printers/categories: the categories a printer may be limited to (the bar prints the drinks). */
export const printerCategoryChoiceSchema = z.object({ id: z.int(), name: z.string() });
export type PrinterCategoryChoice = z.infer<typeof printerCategoryChoiceSchema>;
export const printerCategoryChoicesSchema = z.array(printerCategoryChoiceSchema);

/** A printer in trouble, for the board's notice: it is off or out of paper, tickets wait for it. */
export const printerTroubleSchema = z.object({
  id: z.int(),
  name: z.string(),
  error: z.string(),
  since: z.string(),
  waiting: z.int(),
});
export type PrinterTrouble = z.infer<typeof printerTroubleSchema>;
export const printerTroublesSchema = z.array(printerTroubleSchema);

/** POST api/owner/printers/test: a test page to one saved printer. */
export const printTestPageSchema = z.object({ ...clientContext, printerId: z.coerce.number().int().positive() }).strict();

/** POST api/managers/order/reprint: the order's tickets again (staff). */
export const reprintOrderSchema = z.object({ ...clientContext, orderId: orderIdField }).strict();

/** The answer of a test page or a reprint: how many tickets went to the queue. */
export const printQueuedSchema = z.object({ queued: z.int() });
