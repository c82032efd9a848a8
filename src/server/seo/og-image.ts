import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '#/server/db/open.ts';
import { characters, characterTypes } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import type { Storage } from '#/server/storage/storage.ts';
import { OG_PICTURE, ogCardSvg, priceBand } from './og-card.ts';

/** Rendered cards by slug and last change: a changed character gets a new card, the map stays small. */
const rendered = new Map<string, Promise<Buffer>>();
const KEEP = 200;

export async function svgToPng(svg: string, picture?: Buffer): Promise<Buffer> {
  const base = sharp(Buffer.from(svg));
  if (!picture) return base.png({ compressionLevel: 9 }).toBuffer();
  const { size, left, top } = OG_PICTURE;
  const fitted = await sharp(picture).resize(size - 40, size - 40, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } }).png().toBuffer();
  return base.composite([{ input: fitted, left: left + 20, top: top + 20 }]).png({ compressionLevel: 9 }).toBuffer();
}

/** The 1200×630 social card of a published character or set: its preview, name and price band. */
export async function characterOgImage(db: Database, storage: Storage, slug: string): Promise<Buffer> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw new AppError('NOT_FOUND', 'No such character.');
  const [row] = await db
    .select({ title: characters.title, kind: characters.kind, typeName: characterTypes.name, previewKey: characters.previewKey, updatedAt: characters.updatedAt, priceType: characters.priceType, priceStandard: characters.priceStandard, priceExtended: characters.priceExtended, discountPercent: characters.discountPercent })
    .from(characters).innerJoin(characterTypes, eq(characterTypes.id, characters.typeId))
    .where(and(eq(characters.slug, slug), eq(characters.status, 'published')));
  if (!row) throw new AppError('NOT_FOUND', 'No such character.');
  const key = `${slug}@${row.updatedAt.getTime()}`;
  let png = rendered.get(key);
  if (!png) {
    png = render(storage, row);
    rendered.set(key, png);
    png.catch(() => rendered.delete(key));
    if (rendered.size > KEEP) rendered.delete(rendered.keys().next().value!);
  }
  return png;
}

async function render(storage: Storage, row: { title: string; kind: string; typeName: string; previewKey: string | null } & Parameters<typeof priceBand>[0]): Promise<Buffer> {
  const stored = row.previewKey ? await storage.get(row.previewKey) : null;
  const picture = stored ? await buffer(stored.body) : undefined;
  const kicker = `${row.kind === 'graphiSet' ? 'Character set' : 'Cartoon character'} · ${row.typeName}`;
  return svgToPng(ogCardSvg({ title: row.title, kicker, band: priceBand(row), picture: Boolean(picture) }), picture);
}
