import { describe, expect, it } from 'vitest';
import { checkVatNumber } from './vat-number.ts';

const value = (country: string, input: string) => {
  const r = checkVatNumber(country, input);
  return r.ok ? r.value : `error: ${r.message}`;
};

describe('VAT numbers by country', () => {
  it('accepts each member state\'s format, normalised (case, spaces, dots, dashes) and prefixed', () => {
    expect(value('FR', 'fr 40 303 265 045')).toBe('FR40303265045');
    expect(value('DE', '123456789')).toBe('DE123456789');
    expect(value('AT', 'ATU12345678')).toBe('ATU12345678');
    expect(value('NL', 'NL123456789B01')).toBe('NL123456789B01');
    expect(value('GR', '123456789')).toBe('EL123456789');
    expect(value('IE', 'IE1234567T')).toBe('IE1234567T');
    expect(value('IE', 'IE1234567WA')).toBe('IE1234567WA');
    expect(value('ES', 'ESX1234567A')).toBe('ESX1234567A');
    expect(value('SE', 'SE123456789001')).toBe('SE123456789001');
    expect(value('BE', 'BE0123.456.789')).toBe('BE0123456789');
  });
  it('refuses a wrong format with the country and an example', () => {
    expect(value('DE', 'DE12345')).toBe('error: DE12345 is not in the format of a VAT number of Germany (for example DE123456789).');
    expect(value('FR', 'FRIO303265045')).toMatch(/^error: .* not in the format of a VAT number of France/);
    expect(value('NL', 'NL123456789X01')).toMatch(/^error:/);
    expect(value('SE', 'SE123456789000')).toMatch(/^error:/);
  });
  it('refuses a number issued by another country than the billing country', () => {
    expect(value('DE', 'FR40303265045')).toBe('error: A VAT number of Germany starts with DE; FR40303265045 starts with FR. Choose the country that issued the number as your billing country.');
  });
  it('GB numbers: 9 or 12 digits, or GD/HA and 3 digits', () => {
    expect(value('GB', 'GB 123 4567 89')).toBe('GB123456789');
    expect(value('GB', 'GB123456789012')).toBe('GB123456789012');
    expect(value('GB', 'GBGD123')).toBe('GBGD123');
    expect(value('GB', 'GB12345')).toMatch(/^error:/);
  });
  it('elsewhere free text, within limits; empty is no number', () => {
    expect(value('US', ' EIN 12-3456789 ')).toBe('EIN 12-3456789');
    expect(value('CH', 'CHE-123.456.789 MWST')).toBe('CHE-123.456.789 MWST');
    expect(value('US', 'x'.repeat(41))).toMatch(/^error: A tax number is at most 40/);
    expect(value('US', 'a<b>')).toMatch(/^error:/);
    expect(value('DE', '  ')).toBe('');
  });
});
