import { characterSchema, characterTypeSchema } from '#/lib/admin-schemas.ts';
import type { Actor } from '#/server/admin/actor.ts';
import type { Database } from '#/server/db/open.ts';
import { startMediaPreparation } from '#/server/media/background.ts';
import type { Storage } from '#/server/storage/storage.ts';
import { removeFiles, saveWithUploads } from '#/server/uploads/files.ts';
import { addCharacterFile, removeCharacterFile, saveCharacter } from './characters.ts';
import { saveCharacterType } from './character-types.ts';

/** Catalogue forms with files: checked uploads, shared schemas, replaced files removed after the change. */
export function submitCharacter(db: Database, storage: Storage, request: Request, actor: Actor, id?: string) {
  return saveWithUploads(db, storage, request, { preview: 'character-preview', video: 'character-preview-video' }, actor, async (form) => {
    const input = characterSchema.parse(form.fields);
    const { row, replaced } = await saveCharacter(db, actor, id, input, { previewKey: form.files.preview?.key, videoKey: form.files.video?.key });
    await removeFiles(db, storage, replaced);
    // The gallery's watermarked view of a new preview image is made after the answer.
    if (form.files.preview) void startMediaPreparation(db, storage, { characterIds: [row.id] });
    return row;
  });
}

export function uploadCharacterFile(db: Database, storage: Storage, request: Request, actor: Actor, id: string) {
  return saveWithUploads(db, storage, request, { file: 'character-source' }, actor, (form) => addCharacterFile(db, actor, id, form.files.file));
}

export async function deleteCharacterFile(db: Database, storage: Storage, actor: Actor, id: string, fileId: string) {
  await removeFiles(db, storage, [await removeCharacterFile(db, actor, id, fileId)]);
}

export function submitCharacterType(db: Database, storage: Storage, request: Request, actor: Actor, id?: string) {
  return saveWithUploads(db, storage, request, { image: 'character-type-image', video: 'character-type-video' }, actor, async (form) => {
    const input = characterTypeSchema.parse(form.fields);
    const { row, replaced } = await saveCharacterType(db, actor, id, input, { imageKey: form.files.image?.key, videoKey: form.files.video?.key });
    await removeFiles(db, storage, replaced);
    return row;
  });
}
