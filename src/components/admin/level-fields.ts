import type { AdminField } from '#/islands/AdminForm.tsx';
import type { CustomizeLevelRow } from '#/server/db/schema.ts';

/** The customize level form's fields, shared by the new and edit pages. */
export function levelFields(row?: CustomizeLevelRow): AdminField[] {
  return [
    { name: 'name', label: 'Name', type: 'text', value: row?.name, required: true },
    { name: 'slug', label: 'Slug', type: 'text', value: row?.slug, required: true, hint: 'Used in order links; lowercase letters, digits and hyphens.' },
    { name: 'description', label: 'Description', type: 'textarea', value: row?.description, required: true },
    { name: 'priceDollars', label: 'Price (USD)', type: 'number', step: '0.01', value: row ? row.priceCents / 100 : undefined, required: true },
    { name: 'turnaroundDays', label: 'Turnaround (business days)', type: 'number', value: row?.turnaroundDays, required: true },
    { name: 'correctionRounds', label: 'Rounds of corrections', type: 'number', value: row?.correctionRounds ?? 2 },
    { name: 'formats', label: 'Delivered formats', type: 'text', value: row?.formats.join(', '), hint: 'Comma-separated, e.g. PNG, EPS, AI' },
    { name: 'position', label: 'Position', type: 'number', value: row?.position ?? 0 },
    { name: 'image', label: 'Image', type: 'file', accept: 'image/png,image/jpeg,image/webp', hint: `16:9 PNG, JPEG or WebP, up to 3 MB.${row ? ' Leave empty to keep the current one.' : ''}` },
    { name: 'active', label: 'Offered on /customize', type: 'checkbox', value: row?.active ?? true },
  ];
}
