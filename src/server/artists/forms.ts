import { characterSchema } from '#/lib/admin-schemas.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { saveCharacter } from '#/server/admin-catalogue/characters.ts';
import { deleteCharacterFile, uploadCharacterFile } from '#/server/admin-catalogue/forms.ts';
import type { Database } from '#/server/db/open.ts';
import { characterSubmissions } from '#/server/db/schema.ts';
import { startMediaPreparation } from '#/server/media/background.ts';
import type { Storage } from '#/server/storage/storage.ts';
import { removeFiles, saveWithUploads } from '#/server/uploads/files.ts';
import { recordState } from './lifecycle.ts';
import { ensureArtistProfile } from './profiles.ts';
import { addPendingFile, removePendingFile } from './revision-files.ts';
import { freeSlug, ownedFor, saveRevision } from './submissions.ts';

/**
 * The artist's character forms. They go through the admin's own code (upload rules, size limits,
 * magic-byte checks, derived previews and watermarks): only ownership, state and the address differ.
 * Artists make single characters and sets of them (./sets.ts); the address comes from the title and never changes.
 */
const PREVIEWS = { preview: 'character-preview', video: 'character-preview-video' } as const;

/** A new draft: a single character, or (`graphiSet`) a set the artist then fills with their own published characters. */
export function createArtistCharacter(db: Database, storage: Storage, request: Request, actor: Actor, kind: 'graphi' | 'graphiSet' = 'graphi') {
  return saveWithUploads(db, storage, request, PREVIEWS, actor, async (form) => {
    const draft = characterSchema.parse({ ...form.fields, kind, slug: 'draft' });
    const input = { ...draft, slug: await freeSlug(db, draft.title) };
    await ensureArtistProfile(db, actor.id);
    const { row } = await saveCharacter(db, actor, undefined, input, { previewKey: form.files.preview?.key, videoKey: form.files.video?.key }, {
      artistId: actor.id,
      created: async (tx, created) => {
        await tx.insert(characterSubmissions).values({ characterId: created.id, artistId: actor.id });
        await recordState(tx, created.id, 'draft', 'artist', actor.id);
      },
    });
    if (form.files.preview) void startMediaPreparation(db, storage, { characterIds: [row.id] });
    return row;
  });
}

/** A draft changes in place; a character on sale keeps selling while its changes wait for review. */
export function updateArtistCharacter(db: Database, storage: Storage, request: Request, actor: Actor, id: string) {
  return saveWithUploads(db, storage, request, PREVIEWS, actor, async (form) => {
    const own = await ownedFor(db, actor.id, id, 'edit');
    const input = characterSchema.parse({ ...form.fields, kind: own.kind, slug: own.slug });
    if (own.status === 'published') {
      // New previews wait in the revision; the ones they replace in it (never the published ones) go.
      const media = { previewKey: form.files.preview?.key, videoKey: form.files.video?.key };
      const revision = (await saveRevision(db, actor, own, input, media)).submission;
      const earlier = own.submission.pendingMedia;
      await removeFiles(db, storage, [media.previewKey && earlier?.previewKey, media.videoKey && earlier?.videoKey]);
      return revision;
    }
    const { row, replaced } = await saveCharacter(db, actor, id, input, { previewKey: form.files.preview?.key, videoKey: form.files.video?.key });
    await removeFiles(db, storage, replaced);
    if (form.files.preview) void startMediaPreparation(db, storage, { characterIds: [row.id] });
    return row;
  });
}

/** A draft's file goes straight in; one of a character on sale waits for review beside the published files. */
export async function uploadArtistFile(db: Database, storage: Storage, request: Request, actor: Actor, id: string) {
  const own = await ownedFor(db, actor.id, id, 'files');
  if (own.status !== 'published') return uploadCharacterFile(db, storage, request, actor, id);
  return saveWithUploads(db, storage, request, { file: 'character-source' }, actor, async (form) => {
    const { row, replaced } = await addPendingFile(db, actor, own, form.files.file);
    await removeFiles(db, storage, [replaced]);
    return row;
  });
}

export async function deleteArtistFile(db: Database, storage: Storage, actor: Actor, id: string, fileId: string) {
  const own = await ownedFor(db, actor.id, id, 'files');
  if (own.status === 'published') return removeFiles(db, storage, [await removePendingFile(db, actor, id, fileId)]);
  await deleteCharacterFile(db, storage, actor, id, fileId);
}
