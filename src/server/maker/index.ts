import { decodeDesign } from '#/lib/maker/design.ts';
import { designSvg } from '#/lib/maker/draw.ts';
import type { Database } from '#/server/db/open.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { ffmpegPath } from '#/server/media/ffmpeg.ts';
import { sceneToPng } from '#/server/media/png.ts';
import { characterScene } from '#/lib/art/index.ts';
import { designArt } from '#/lib/maker/design.ts';
import { getSettings } from '#/server/settings/settings.ts';
import { characterForDesign, fileProgress } from './character.ts';
import { deleteDesign, listDesigns, requireDesign, saveDesign } from './designs.ts';

/** The character maker's server side, one function per route (src/pages/api/maker). */
export { listDesigns, deleteDesign };

export const saveDesignFrom = async (db: Database, userId: string, raw: unknown) => saveDesign(db, userId, requireDesign(raw));

/** "Buy this character": the design's character (made once), its prices, and the licences the buyer already holds. */
export async function buyDesign(db: Database, userId: string, raw: unknown) {
  const made = await characterForDesign(db, userId, requireDesign(raw));
  const settings = await getSettings(db);
  return { ...made, prices: { standard: settings.makerStandardCents, extended: settings.makerExtendedCents } };
}

export const filesOf = (db: Database, user: { id: string; role: string }, characterId: string) => fileProgress(db, user, characterId, Boolean(ffmpegPath()));

function designOf(code: string | null) {
  const design = decodeDesign(code);
  if (!design) throw new AppError('VALIDATION_FAILED', 'This link holds no design the maker can draw.');
  return design;
}

/** The server's drawing of a `?d=` design: the same SVG the maker's preview shows. */
export const designSvgOf = (code: string | null): string => designSvg(designOf(code));

/** The design as a PNG (the reference image of a custom order, link previews), `size` pixels square. */
export const designPngOf = (code: string | null, size = 800): Promise<Buffer> => sceneToPng(characterScene(designArt(designOf(code)), 'front'), size);
