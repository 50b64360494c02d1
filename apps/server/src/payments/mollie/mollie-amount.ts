/** Mollie wants amounts as strings with exactly two decimals ("12.50"); we keep integer cents. */
export function mollieAmountValue(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`amount must be a non-negative integer number of cents, got ${amountCents}`);
  }
  const euros = Math.floor(amountCents / 100);
  const cents = amountCents % 100;
  return `${euros}.${String(cents).padStart(2, '0')}`;
}
