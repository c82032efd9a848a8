/** Country (ISO 3166-1 alpha-2) to its currency, for the currencies the store shows. Others fall back to USD. */
const EURO = 'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK AD MC SM VA ME XK'.split(' ');

const OTHERS: Record<string, string> = {
  US: 'USD', EC: 'USD', SV: 'USD', PA: 'USD', PR: 'USD', GB: 'GBP', IN: 'INR', JP: 'JPY', CA: 'CAD', AU: 'AUD',
  BR: 'BRL', MX: 'MXN', CH: 'CHF', LI: 'CHF', CN: 'CNY', SE: 'SEK', NO: 'NOK', DK: 'DKK', PL: 'PLN', ZA: 'ZAR',
  SG: 'SGD', NZ: 'NZD', KR: 'KRW', TR: 'TRY', AE: 'AED', CZ: 'CZK', HU: 'HUF', ID: 'IDR', PH: 'PHP', TH: 'THB',
  MY: 'MYR', IL: 'ILS', AR: 'ARS', CL: 'CLP', CO: 'COP', EG: 'EGP', NG: 'NGN', PK: 'PKR', SA: 'SAR', VN: 'VND', HK: 'HKD', TW: 'TWD',
};

export function currencyOf(countryCode: string): string {
  const code = countryCode.toUpperCase();
  if (EURO.includes(code)) return 'EUR';
  return OTHERS[code] ?? 'USD';
}

/** Units per USD used to seed the rates table; admins keep it current. */
export const SEED_RATES: { code: string; name: string; rate: number }[] = [
  { code: 'USD', name: 'US dollar', rate: 1 },
  { code: 'EUR', name: 'Euro', rate: 0.92 },
  { code: 'GBP', name: 'Pound sterling', rate: 0.79 },
  { code: 'INR', name: 'Indian rupee', rate: 83.2 },
  { code: 'JPY', name: 'Japanese yen', rate: 151.5 },
  { code: 'CAD', name: 'Canadian dollar', rate: 1.36 },
  { code: 'AUD', name: 'Australian dollar', rate: 1.52 },
  { code: 'BRL', name: 'Brazilian real', rate: 5.05 },
  { code: 'MXN', name: 'Mexican peso', rate: 17.1 },
  { code: 'CHF', name: 'Swiss franc', rate: 0.89 },
  { code: 'CNY', name: 'Chinese yuan', rate: 7.2 },
  { code: 'SEK', name: 'Swedish krona', rate: 10.6 },
  { code: 'NOK', name: 'Norwegian krone', rate: 10.7 },
  { code: 'DKK', name: 'Danish krone', rate: 6.88 },
  { code: 'PLN', name: 'Polish złoty', rate: 3.98 },
  { code: 'ZAR', name: 'South African rand', rate: 18.6 },
  { code: 'SGD', name: 'Singapore dollar', rate: 1.35 },
  { code: 'NZD', name: 'New Zealand dollar', rate: 1.65 },
  { code: 'KRW', name: 'South Korean won', rate: 1350 },
  { code: 'TRY', name: 'Turkish lira', rate: 32.2 },
  { code: 'AED', name: 'UAE dirham', rate: 3.6725 },
  { code: 'HKD', name: 'Hong Kong dollar', rate: 7.82 },
];
