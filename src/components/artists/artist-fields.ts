import { characterFields } from '#/components/admin/character-fields.ts';
import type { AdminField } from '#/islands/AdminForm.tsx';

type Row = Parameters<typeof characterFields>[1];

/**
 * The artist's character form: the admin's fields without the address and kind (the server makes
 * the address from the title; artists sell single characters), and without the preview media
 * once the character is on sale (changing those needs it unpublished first).
 */
export function artistFields(types: { id: string; name: string }[], row?: Row, onSale = false): AdminField[] {
  const drop = new Set(['slug', 'kind', ...(onSale ? ['preview', 'video'] : [])]);
  return characterFields(types, row)
    .filter((f) => !drop.has(f.name))
    .map((f) => (f.name === 'preview' && !row ? { ...f, hint: 'PNG, JPEG or WebP, up to 3 MB: the picture shoppers see (watermarked in the gallery).' } : f));
}
