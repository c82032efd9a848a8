import { describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from './settings.ts';
import { settingsImpact } from './settings-impact.ts';

describe('settingsImpact', () => {
  it('says nothing when no money setting moves', () => {
    expect(settingsImpact(SETTINGS_DEFAULTS, { ...SETTINGS_DEFAULTS, storeName: 'Other', popupTitle: 'Hi' })).toEqual([]);
  });

  it('names a credit value change with what customers and artists see', () => {
    const [change] = settingsImpact(SETTINGS_DEFAULTS, { ...SETTINGS_DEFAULTS, creditValueCents: 120 });
    expect(change?.key).toBe('creditValueCents');
    expect(change?.text).toBe(
      "Credit value 100¢ → 120¢: credit-priced items will cost customers 20% more in dollars, and credit packs too; artists' royalty on credit sales changes by the same 20% more (a 10-credit sale pays $5.00 → $6.00 at a 50 % share); dollar-priced items cost 16.7% fewer credits.",
    );
  });

  it('names the share, hold, minimum and rate source', () => {
    const texts = settingsImpact(SETTINGS_DEFAULTS, { ...SETTINGS_DEFAULTS, royaltyPercent: 60, royaltyHoldDays: 30, payoutMinimumCents: 2500, rateSource: 'ecb' }).map((c) => c.text);
    expect(texts).toEqual([
      "Artists' default share 50 % → 60 %: artists without a rate of their own earn $50.00 → $60.00 on a $100.00 sale, from the next sale on (past sales keep their share).",
      'Royalty hold 14 → 30 days: royalties of new sales become available for payout 30 days after the sale (earlier sales keep their date).',
      'Payout minimum $50.00 → $25.00: artists can ask for a payout once $25.00 is available.',
      'Currency rate source "Manual (rates entered under Currency rates)" → "European Central Bank reference rates": prices shown in other currencies follow the new rates (what customers pay in dollars or credits does not change).',
    ]);
  });
});
