import { Readable } from 'node:stream';
import { characterScene } from '#/lib/art/index.ts';
import { decodeDesign, designArt, type Design } from '#/lib/maker/design.ts';
import { slugify } from '#/lib/slugify.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { sceneToPng } from '#/server/media/png.ts';
import { newKey, type Storage } from '#/server/storage/storage.ts';

/** A design sent to an artist: the design itself (the brief) and its PNG, drawn here, as the order's reference image. */
export type DesignBrief = { design: Design; reference: { storageKey: string; fileName: string; contentType: string; size: number } };

/** The custom order form's `design` field ('' or absent: none); a value that is not a design is refused, nothing stored. */
export async function designBrief(storage: Storage, code: unknown): Promise<DesignBrief | null> {
  if (code === undefined || code === '') return null;
  const design = typeof code === 'string' ? decodeDesign(code) : null;
  if (!design) throw new AppError('VALIDATION_FAILED', 'The attached design is not one the maker can draw. Open it in the maker again.');
  const png = await sceneToPng(characterScene(designArt(design), 'front'), 1000);
  const key = newKey('customize-job-reference', 'png');
  const stored = await storage.put(key, Readable.from([png]), { contentType: 'image/png' });
  return { design, reference: { storageKey: key, fileName: `${slugify(design.name) || 'design'}-design.png`, contentType: 'image/png', size: stored.size } };
}
