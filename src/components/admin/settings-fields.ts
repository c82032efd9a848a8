import type { AdminField } from '#/islands/AdminForm.tsx';
import { creditValueText, dollars } from '#/lib/royalty.ts';
import { COUNTRY_OPTIONS } from '#/lib/countries.ts';
import { RATE_SOURCE_LABELS, RATE_SOURCES, SETTINGS_DEFAULTS, type StoreSettings } from '#/lib/settings.ts';

/** The /admin/settings form, in sections; each hint names the spec default where there is one. */
export function settingsFields(s: StoreSettings): AdminField[] {
  const d = SETTINGS_DEFAULTS;
  return [
    { section: 'Store', name: 'storeName', label: 'Store name', type: 'text', value: s.storeName, required: true, hint: 'In page titles and link previews.' },
    { name: 'supportEmail', label: 'Support e-mail', type: 'email', value: s.supportEmail, required: true },
    { name: 'demoBanner', label: 'Show the demo-mode banner', type: 'checkbox', value: s.demoBanner, hint: 'Tells visitors that payments are simulated (only while the store runs in demo mode).' },
    { section: 'Money', name: 'creditValueCents', label: 'Value of one credit (cents)', type: 'number', step: '1', value: s.creditValueCents, required: true, hint: `What credit packs cost, the “≈ $” of credit prices, dollar prices paid in credits and artists' royalties on credit sales. Default ${d.creditValueCents} (${creditValueText(d.creditValueCents)}). A change asks for confirmation first.` },
    { name: 'royaltyPercent', label: "Artists' default share (%)", type: 'number', step: '1', value: s.royaltyPercent, required: true, hint: `Of each sale's net price, for artists without a rate of their own (set under Payouts). Default ${d.royaltyPercent} %.` },
    { name: 'royaltyHoldDays', label: 'Royalty hold (days)', type: 'number', step: '1', value: s.royaltyHoldDays, required: true, hint: `A sale's royalty stays pending this long (the refund window), then is available for payout. Default ${d.royaltyHoldDays}.` },
    { name: 'payoutMinimumCents', label: 'Payout minimum (cents)', type: 'number', step: '1', value: s.payoutMinimumCents, required: true, hint: `The smallest payout an artist may ask for. Default ${d.payoutMinimumCents} (${dollars(d.payoutMinimumCents)}).` },
    { name: 'rateSource', label: 'Currency rate source', type: 'select', value: s.rateSource, options: RATE_SOURCES.map((v) => ({ value: v, label: RATE_SOURCE_LABELS[v] })), hint: 'The rates the price pages convert with. A fetched source fills within the hour (ECB; Open Exchange Rates needs OPENEXCHANGERATES_APP_ID); until then, and for currencies it does not list, the rates under Currency rates apply.' },
    { section: 'Seller on invoices', name: 'sellerLegalName', label: 'Legal name', type: 'text', value: s.sellerLegalName, required: true, hint: 'The business that sells, as registered; printed on every invoice and credit note.' },
    { name: 'sellerAddress', label: 'Address', type: 'textarea', value: s.sellerAddress, hint: 'Street, postcode and city, one per line.' },
    { name: 'sellerCountry', label: 'Country', type: 'select', value: s.sellerCountry, options: [{ value: '', label: 'Not set (outside the EU)' }, ...COUNTRY_OPTIONS], hint: 'Decides the reverse charge: an EU business buyer in another country pays 0 % VAT; one in this country pays its VAT.' },
    { name: 'sellerVatId', label: 'VAT or tax id', type: 'text', value: s.sellerVatId, hint: 'For example DE123456789.' },
    { name: 'sellerRegistration', label: 'Registration number', type: 'text', value: s.sellerRegistration, hint: 'The company register and number, for example HRB 12345, Amtsgericht Berlin.' },
    { section: 'Character maker', name: 'makerStandardCents', label: 'Price of a maker character, Standard licence (cents)', type: 'number', step: '1', value: s.makerStandardCents, required: true, hint: `What a shopper pays for a character built in the maker. Default ${d.makerStandardCents}.` },
    { name: 'makerExtendedCents', label: 'Price of a maker character, Extended licence (cents)', type: 'number', step: '1', value: s.makerExtendedCents, required: true, hint: `Default ${d.makerExtendedCents}.` },
    { section: 'Free samples popup', name: 'popupTitle', label: 'Title', type: 'text', value: s.popupTitle, required: true, hint: `Default: "${d.popupTitle}"` },
    { name: 'popupBody', label: 'Text', type: 'text', value: s.popupBody, required: true, hint: `Default: "${d.popupBody}"` },
    { name: 'popupBulletOne', label: 'First bullet', type: 'text', value: s.popupBulletOne, required: true, hint: `Default: "${d.popupBulletOne}"` },
    { name: 'popupBulletTwo', label: 'Second bullet', type: 'text', value: s.popupBulletTwo, required: true, hint: `Default: "${d.popupBulletTwo}"` },
    { name: 'popupButton', label: 'Button label', type: 'text', value: s.popupButton, required: true, hint: `Default: "${d.popupButton}"` },
    { section: 'Search engines and sharing', name: 'seoDescription', label: 'Default description', type: 'textarea', value: s.seoDescription, required: true, hint: '50–300 characters; pages without their own description use it.' },
    { name: 'seoOgImage', label: 'Default sharing image', type: 'text', value: s.seoOgImage, hint: 'A path on this site (/og/site.png) or an https:// address; 1200×630 works best.' },
  ];
}
