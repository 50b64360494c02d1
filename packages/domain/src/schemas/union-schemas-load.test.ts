import { describe, expect, it } from 'vitest';

// A discriminated union checks its options when it is built, as its module loads. A module that throws
// while loading fails every test file that imports it at the top, and a mutation run counts such a file as
// "no tests" rather than as failed; importing it inside a test turns a broken union into a failing test.
// (webhook-events.test.ts loads its module the same way; breaks/break-patterns-load.test.ts too.)
describe('the modules that build discriminated unions', () => {
  it('load the form-start answer: reCAPTCHA or a form token', async () => {
    const { formStartSchema } = await import('./bot-check.ts');
    expect(formStartSchema.parse({ method: 'time_trap', formToken: 't.1' })).toEqual({ method: 'time_trap', formToken: 't.1' });
  });

  it('load the table bill socket messages', async () => {
    const { tableBillSocketMessageSchema } = await import('./table-payment.ts');
    expect(tableBillSocketMessageSchema.parse({ type: 'bill_changed', tablePaymentId: 'tp_1' })).toEqual({ type: 'bill_changed', tablePaymentId: 'tp_1' });
  });
});
