import { isEu } from './rates.ts';

/**
 * The shape of a VAT number, by the country that issued it: EU numbers carry their member state's
 * prefix (Greece's is EL) and the pattern the Commission's VIES service documents; GB numbers are
 * GB + 9 or 12 digits (or GD/HA + 3 for government and health bodies). Elsewhere a tax number is
 * free text. Only the format is checked here: whether the number is registered is VIES's to say.
 */
const EU_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^ATU\d{8}$/, BE: /^BE[01]\d{9}$/, BG: /^BG\d{9,10}$/, CY: /^CY\d{8}[A-Z]$/, CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/, DK: /^DK\d{8}$/, EE: /^EE\d{9}$/, GR: /^EL\d{9}$/, ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/, FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/, HR: /^HR\d{11}$/, HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, IT: /^IT\d{11}$/, LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/, LV: /^LV\d{11}$/, MT: /^MT\d{8}$/, NL: /^NL\d{9}B\d{2}$/, PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/, RO: /^RO\d{2,10}$/, SE: /^SE\d{10}01$/, SI: /^SI\d{8}$/, SK: /^SK\d{10}$/,
};
const GB_PATTERN = /^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/;
const EXAMPLES: Readonly<Record<string, string>> = { DE: 'DE123456789', FR: 'FR40303265045', GB: 'GB123456789', GR: 'EL123456789', NL: 'NL123456789B01', AT: 'ATU12345678' };

/** The prefix a VAT number of this country starts with. */
export const vatPrefix = (country: string) => (country === 'GR' ? 'EL' : country);

export type VatCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * A VAT or tax number as stored: for the EU and GB upper-cased, without spaces, dots or dashes, and
 * with the country's prefix added when the buyer left it out; elsewhere trimmed free text.
 */
export function checkVatNumber(country: string, input: string): VatCheck {
  const raw = input.trim();
  if (!raw) return { ok: true, value: '' };
  if (!isEu(country) && country !== 'GB') {
    if (raw.length > 40) return { ok: false, message: 'A tax number is at most 40 characters.' };
    return /^[\p{L}\p{N} ./-]+$/u.test(raw) ? { ok: true, value: raw } : { ok: false, message: 'A tax number holds letters, digits, spaces, dots, slashes and dashes only.' };
  }
  const prefix = vatPrefix(country);
  let value = raw.toUpperCase().replace(/[\s.-]/g, '');
  if (/^\d/.test(value)) value = prefix + value;
  const pattern = country === 'GB' ? GB_PATTERN : EU_PATTERNS[country]!;
  if (pattern.test(value)) return { ok: true, value };
  const other = value.slice(0, 2);
  if (other !== prefix && /^[A-Z]{2}$/.test(other)) {
    return { ok: false, message: `A VAT number of ${countryName(country)} starts with ${prefix}; ${value} starts with ${other}. Choose the country that issued the number as your billing country.` };
  }
  const example = EXAMPLES[country] ? ` (for example ${EXAMPLES[country]})` : '';
  return { ok: false, message: `${value} is not in the format of a VAT number of ${countryName(country)}${example}.` };
}

const names = new Intl.DisplayNames(['en'], { type: 'region' });
export const countryName = (code: string) => names.of(code) ?? code;
