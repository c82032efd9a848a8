import type { AdminField } from '#/islands/AdminForm.tsx';
import { clientRule } from './upload-rule.ts';

type Row = {
  title: string; slug: string; kind: string; typeId: string; description: string; tags: string[]; colours: string[];
  priceType: string; priceStandard: number; priceExtended: number; discountPercent: number | null;
};

/** The character form's fields (new and edit). Prices show in credits, or dollars for currency. */
export function characterFields(types: { id: string; name: string }[], row?: Row): AdminField[] {
  const shown = (n: number | undefined) => (n === undefined ? undefined : row?.priceType === 'currency' ? n / 100 : n);
  const keep = row ? ' Leave empty to keep the current one.' : '';
  return [
    { name: 'title', label: 'Title', type: 'text', value: row?.title, required: true },
    { name: 'slug', label: 'Slug', type: 'text', value: row?.slug, required: true, hint: 'The address: /cartoon-characters/{slug}. Filled from the title; edit it if you like.' },
    { name: 'kind', label: 'Kind', type: 'select', value: row?.kind ?? 'graphi', options: [{ value: 'graphi', label: 'Single character' }, { value: 'graphiSet', label: 'Character set' }] },
    { name: 'typeId', label: 'Character type', type: 'select', value: row?.typeId ?? types[0]?.id, options: types.map((t) => ({ value: t.id, label: t.name })) },
    { name: 'description', label: 'Description', type: 'textarea', value: row?.description },
    { name: 'tags', label: 'Tags', type: 'text', value: row?.tags.join(', '), hint: 'Comma-separated, e.g. office, business, woman' },
    { name: 'colours', label: 'Main colours', type: 'text', value: row?.colours.join(', '), hint: 'Comma-separated colour names, e.g. orange, navy, gold: shoppers searching a colour find the character.' },
    { name: 'priceType', label: 'Price type', type: 'select', value: row?.priceType ?? 'credits', options: [{ value: 'credits', label: 'Credits' }, { value: 'currency', label: 'Currency (USD)' }, { value: 'free', label: 'Free sample' }] },
    { name: 'priceStandard', label: 'Standard price', type: 'number', step: '0.01', value: shown(row?.priceStandard), hint: 'Credits, or dollars when the price type is currency.' },
    { name: 'priceExtended', label: 'Extended price', type: 'number', step: '0.01', value: shown(row?.priceExtended) },
    { name: 'discountPercent', label: 'Discount', type: 'select', value: row?.discountPercent ? String(row.discountPercent) : '', options: [{ value: '', label: 'None' }, ...[5, 10, 15, 20, 25, 30].map((n) => ({ value: String(n), label: `${n} %` }))] },
    { name: 'preview', label: 'Preview image', type: 'file', accept: 'image/png,image/jpeg,image/webp', rule: clientRule('character-preview'), hint: `PNG, JPEG or WebP, up to 3 MB.${keep}` },
    { name: 'video', label: 'Preview video', type: 'file', accept: 'video/mp4', rule: clientRule('character-preview-video'), hint: `MP4, up to 10 MB (optional).${keep}` },
  ];
}
