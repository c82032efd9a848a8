import { z } from './zod.ts';
import { isCountryCode } from './countries.ts';
import { POPUP_TEXT } from './popup.ts';
import { DEFAULT_CREDIT_VALUE_CENTS } from './pricing.ts';
import { DEFAULT_HOLD_DAYS, DEFAULT_PAYOUT_MINIMUM_CENTS, DEFAULT_SHARE_PERCENT } from './royalty.ts';
import { SITE_NAME, SITE_TAGLINE, SUPPORT_EMAIL } from './site.ts';

/**
 * The store's settings that staff change at /admin/settings without a deploy. The defaults are
 * the spec's texts and the values the store shipped with; a setting nobody changed is not stored.
 */
export const RATE_SOURCES = ['manual', 'ecb', 'openexchangerates'] as const;
export const RATE_SOURCE_LABELS: Record<(typeof RATE_SOURCES)[number], string> = {
  manual: 'Manual (rates entered under Currency rates)',
  ecb: 'European Central Bank reference rates',
  openexchangerates: 'Open Exchange Rates',
};

const text = (label: string, max: number) => z.string().trim().min(1, `${label} cannot be empty.`).max(max, `${label} is at most ${max} characters.`);
// A form sends 'on' or nothing; JSON sends a boolean.
const checkbox = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean());

export const storeSettingsSchema = z.object({
  storeName: text('The store name', 60),
  supportEmail: z.email('Enter an e-mail address such as support@example.com.').max(200),
  creditValueCents: z.coerce.number({ message: 'Enter the value of one credit in cents.' }).int('Whole cents only.').min(1, 'A credit is worth at least 1 cent.').max(100_000),
  royaltyPercent: z.coerce.number({ message: "Enter the artists' share in percent." }).int('Whole percent only.').min(0, 'At least 0 %.').max(100, 'At most 100 %.'),
  royaltyHoldDays: z.coerce.number({ message: 'Enter the days a royalty stays pending.' }).int('Whole days only.').min(0, 'At least 0 days.').max(365, 'At most 365 days.'),
  payoutMinimumCents: z.coerce.number({ message: 'Enter the smallest payout in cents.' }).int('Whole cents only.').min(100, 'At least 100 cents ($1.00).').max(10_000_000),
  rateSource: z.enum(RATE_SOURCES, { message: 'Choose where currency rates come from.' }),
  makerStandardCents: z.coerce.number({ message: 'Enter the price in cents.' }).int('Whole cents only.').min(100, 'At least 100 cents.').max(1_000_000),
  makerExtendedCents: z.coerce.number({ message: 'Enter the price in cents.' }).int('Whole cents only.').min(100, 'At least 100 cents.').max(1_000_000),
  demoBanner: checkbox,
  popupTitle: text('The popup title', 80),
  popupBody: text('The popup text', 200),
  popupBulletOne: text('The first bullet', 120),
  popupBulletTwo: text('The second bullet', 120),
  popupButton: text('The button label', 40),
  seoDescription: text('The description', 300).min(50, 'Search engines show 50–160 characters: write at least 50.'),
  sellerLegalName: text('The legal name', 120),
  sellerAddress: z.string().trim().max(300, 'The address is at most 300 characters.'),
  sellerCountry: z.string().trim().toUpperCase().refine((v) => v === '' || isCountryCode(v), 'Choose the country the business is registered in.'),
  sellerVatId: z.string().trim().max(40, 'The VAT or tax id is at most 40 characters.'),
  sellerRegistration: z.string().trim().max(80, 'The registration number is at most 80 characters.'),
  seoOgImage: z.string().trim().max(500).refine((v) => v === '' || v.startsWith('/') || /^https:\/\//.test(v), 'Use a path on this site (/og/site.png) or an https:// address.'),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
export type SettingKey = keyof StoreSettings;

export const SETTINGS_DEFAULTS: StoreSettings = {
  storeName: SITE_NAME,
  supportEmail: SUPPORT_EMAIL,
  creditValueCents: DEFAULT_CREDIT_VALUE_CENTS,
  royaltyPercent: DEFAULT_SHARE_PERCENT,
  royaltyHoldDays: DEFAULT_HOLD_DAYS,
  payoutMinimumCents: DEFAULT_PAYOUT_MINIMUM_CENTS,
  rateSource: 'manual',
  // A character from the maker costs what a typical catalogue character does.
  makerStandardCents: 2_900,
  makerExtendedCents: 9_900,
  demoBanner: true,
  popupTitle: POPUP_TEXT.title,
  popupBody: POPUP_TEXT.body,
  popupBulletOne: POPUP_TEXT.bullets[0],
  popupBulletTwo: POPUP_TEXT.bullets[1],
  popupButton: POPUP_TEXT.button,
  seoDescription: `${SITE_TAGLINE}: pre-animated, editable cartoon characters and sets in EPS, AI, PNG, MP4 and FLA.`,
  seoOgImage: '/og/site.png',
  // The seller's legal details, printed on every invoice; staff fill them in before the store invoices for real.
  sellerLegalName: SITE_NAME,
  sellerAddress: '',
  sellerCountry: '',
  sellerVatId: '',
  sellerRegistration: '',
};

export const SETTING_KEYS = Object.keys(SETTINGS_DEFAULTS) as SettingKey[];

/** What a visitor's browser may read (the popup's texts): nothing about money or staff. */
export type PublicSettings = Pick<StoreSettings, 'storeName' | 'popupTitle' | 'popupBody' | 'popupBulletOne' | 'popupBulletTwo' | 'popupButton'>;
export const publicSettingsSchema = storeSettingsSchema.pick({ storeName: true, popupTitle: true, popupBody: true, popupBulletOne: true, popupBulletTwo: true, popupButton: true });

export function publicSettings(s: StoreSettings): PublicSettings {
  return { storeName: s.storeName, popupTitle: s.popupTitle, popupBody: s.popupBody, popupBulletOne: s.popupBulletOne, popupBulletTwo: s.popupBulletTwo, popupButton: s.popupButton };
}

/** Saving the settings: every setting, and `confirm` once staff have read what a money change does (settings-impact.ts). */
export const saveSettingsSchema = storeSettingsSchema.extend({ confirm: checkbox.optional() });
export type SaveSettings = z.infer<typeof saveSettingsSchema>;
