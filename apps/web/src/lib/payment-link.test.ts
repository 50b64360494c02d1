import { describe, expect, it } from 'vitest';
import { paymentLinkTarget } from './payment-link.ts';

const base = 'http://127.0.0.1:4173/';

describe('paymentLinkTarget', () => {
  it('routes a payment-status link to /paymentstatus with its query', () => {
    expect(paymentLinkTarget('http://localhost:4173/paymentstatus?orderId=abc', base)).toEqual({
      kind: 'route',
      to: '/paymentstatus?orderId=abc',
    });
    expect(paymentLinkTarget('https://shop.example/r/demo/paymentstatus/?orderId=x&paymentId=y', base)).toEqual({
      kind: 'route',
      to: '/paymentstatus?orderId=x&paymentId=y',
    });
  });

  it('routes a payment link (the test provider) to /payment with its query', () => {
    expect(paymentLinkTarget('http://localhost:4173/payment?testPaymentId=tp_1', base)).toEqual({
      kind: 'route',
      to: '/payment?testPaymentId=tp_1',
    });
  });

  it("sends every other link (a provider's page) to the browser", () => {
    expect(paymentLinkTarget('https://www.mollie.com/checkout/select-method/abc', base)).toEqual({
      kind: 'redirect',
      url: 'https://www.mollie.com/checkout/select-method/abc',
    });
    expect(paymentLinkTarget('https://pay.example/payments/1', base)).toEqual({
      kind: 'redirect',
      url: 'https://pay.example/payments/1',
    });
  });

  it('never follows a script, data or foreign plain-http link: the guest goes to the fallback route', () => {
    const fallback = '/paymentstatus?orderId=abc';
    for (const link of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'http://evil.example/phish',
      'ftp://evil.example/',
      'http://[::1',
    ]) {
      expect(paymentLinkTarget(link, base, fallback), link).toEqual({ kind: 'route', to: fallback });
    }
    expect(paymentLinkTarget('javascript:alert(1)', base)).toEqual({ kind: 'route', to: '/' });
  });

  it('keeps a status-page link on our own site whatever host it names', () => {
    expect(paymentLinkTarget('//evil.example/paymentstatus?orderId=x', 'https://shop.example/')).toEqual({
      kind: 'route',
      to: '/paymentstatus?orderId=x',
    });
  });

  it("brings a guest back from paying a table share to the table's bill, in the app", () => {
    expect(
      paymentLinkTarget('https://shop.example/table-bill?tablePaymentId=b1&shareId=ts.x', 'https://shop.example/'),
    ).toEqual({
      kind: 'route',
      to: '/table-bill?tablePaymentId=b1&shareId=ts.x',
    });
  });
});
