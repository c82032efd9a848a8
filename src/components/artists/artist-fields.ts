import { characterFields } from '#/components/admin/character-fields.ts';
import type { AdminField } from '#/islands/AdminForm.tsx';

type Row = Parameters<typeof characterFields>[1];

/**
 * The artist's character form: the admin's fields without the address and kind (the server makes
 * the address from the title). On sale, new preview media join the revision and wait for review.
 */
export function artistFields(types: { id: string; name: string }[], row?: Row, onSale = false): AdminField[] {
  const drop = new Set(['slug', 'kind']);
  return characterFields(types, row)
    .filter((f) => !drop.has(f.name))
    .map((f) => (f.name === 'preview' && !row ? { ...f, hint: 'PNG, JPEG or WebP, up to 3 MB: the picture shoppers see (watermarked in the gallery).' } : f))
    .map((f) => (onSale && (f.name === 'preview' || f.name === 'video') ? { ...f, hint: 'A new one waits for review; shoppers see the published one until it is approved.' } : f));
}
