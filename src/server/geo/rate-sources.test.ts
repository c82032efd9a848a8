import { describe, expect, it } from 'vitest';
import { parseEcbRates, parseOpenExchangeRates } from './rate-sources.ts';

const ECB = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope><Cube><Cube time='2026-11-20'>
  <Cube currency='USD' rate='1.25'/>
  <Cube currency='JPY' rate='162.5'/>
  <Cube currency='GBP' rate='0.85'/>
</Cube></Cube></gesmes:Envelope>`;

describe('currency rate sources', () => {
  it('turns the ECB rates per euro into rates per US dollar', () => {
    expect(parseEcbRates(ECB)).toEqual({ USD: 1, EUR: 0.8, JPY: 130, GBP: 0.68 });
  });

  it('refuses ECB rates without a dollar rate', () => {
    expect(() => parseEcbRates('<Cube currency="GBP" rate="0.85"/>')).toThrow('no USD rate');
  });

  it('reads Open Exchange Rates (base USD) and drops what is not a rate', () => {
    expect(parseOpenExchangeRates({ base: 'USD', rates: { EUR: 0.92, THB: 36.1, BAD: -1, xx: 2, GBP: '0.8' } })).toEqual({ USD: 1, EUR: 0.92, THB: 36.1 });
    expect(() => parseOpenExchangeRates({ base: 'EUR', rates: {} })).toThrow('USD-based');
  });
});
