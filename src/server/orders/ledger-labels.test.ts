import { describe, expect, it } from 'vitest';
import { ledgerLabel } from './ledger-labels.ts';
import { invoiceLabel, lineAmount, lineLicence, orderLabel, paymentMethod, totals } from './present.ts';

describe('how orders and credits read', () => {
  it('labels ledger rows as bought, spent or refunded, and unknown ones as adjustments', () => {
    expect(ledgerLabel('credit-pack', 100)).toEqual({ label: 'Credit pack bought', kind: 'bought' });
    expect(ledgerLabel('purchase', -8).kind).toBe('spent');
    expect(ledgerLabel('purchase-release', 8).kind).toBe('refunded');
    expect(ledgerLabel('admin-grant', 5)).toEqual({ label: 'Credits added by Toonmart', kind: 'adjusted' });
  });

  it('keeps money and credits apart in totals and names the payment method', () => {
    expect(totals({ totalCents: 2299, totalCredits: 8 })).toEqual(['$22.99 USD', '8 credits']);
    expect(totals({ totalCents: 0, totalCredits: 0 })).toEqual(['Free']);
    expect(paymentMethod({ totalCents: 2299, totalCredits: 8, provider: 'stripe' })).toBe('card (Stripe) and credits');
    expect(paymentMethod({ totalCents: 0, totalCredits: 8, provider: 'credits' })).toBe('credits');
  });

  it('an order whose credits were all bought by card reads as paid by card, its credits as a line of their own', () => {
    const bought = { totalCents: 700, totalCredits: 7, topUpCredits: 7, provider: 'demo' };
    expect(paymentMethod(bought)).toBe('card (demo payment)');
    expect(totals(bought)).toEqual(['$7.00 USD']);
    expect(totals({ ...bought, topUpCredits: 4 })).toEqual(['$7.00 USD', '3 credits']);
    expect(lineLicence({ kind: 'top-up', plan: null })).toBe('Credits, spent in this order');
    expect(ledgerLabel('credit-top-up', 7).kind).toBe('bought');
    expect(ledgerLabel('credit-top-up-spent', -7).kind).toBe('spent');
  });

  it('numbers orders and invoices, and prices lines in their own unit', () => {
    expect(orderLabel(1001)).toBe('TM-001001');
    expect(invoiceLabel({ invoiceNumber: 'INV-2026-000042' })).toBe('INV-2026-000042');
    expect(lineAmount({ currency: 'USD', cents: 2299, credits: 0 })).toBe('$22.99 USD');
    expect(lineAmount({ currency: 'credits', cents: 0, credits: 1 })).toBe('1 credit');
    expect(lineAmount({ currency: 'free', cents: 0, credits: 0 })).toBe('Free');
    expect(lineLicence({ kind: 'job', plan: null })).toBe('Extended licence, exclusive');
  });
});
