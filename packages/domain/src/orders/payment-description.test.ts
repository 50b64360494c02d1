import { describe, expect, it } from 'vitest';
import { paymentDescription } from './payment-description.ts';

describe('paymentDescription', () => {
  it("names the order in the guest's language", () => {
    expect(paymentDescription('Trattoria Tavola', 12, 'de')).toBe('Trattoria Tavola, Bestellung 12');
    expect(paymentDescription('Trattoria Tavola', 12, 'en')).toBe('Trattoria Tavola, order 12');
    expect(paymentDescription('Trattoria Tavola', 12, 'fr')).toBe('Trattoria Tavola, commande 12');
    expect(paymentDescription('Trattoria Tavola', 12, 'ar')).toBe('Trattoria Tavola, طلب 12');
  });

  it('ends with the word for order, without a trailing space, before the order has a number', () => {
    expect(paymentDescription('Trattoria Tavola', null, 'de')).toBe('Trattoria Tavola, Bestellung');
    expect(paymentDescription('Trattoria Tavola', null, 'en')).toBe('Trattoria Tavola, order');
  });
});
