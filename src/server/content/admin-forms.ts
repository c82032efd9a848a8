import { customizeLevelSchema, socialLinkSchema, tutorialSchema } from '#/lib/admin-schemas.ts';
import type { Actor } from '#/server/admin/actor.ts';
import type { Database } from '#/server/db/open.ts';
import type { Storage } from '#/server/storage/storage.ts';
import { removeFiles, saveWithUploads } from '#/server/uploads/files.ts';
import { createCustomizeLevel, updateCustomizeLevel } from './customize-levels.ts';
import { createSocialLink, deleteSocialLink, updateSocialLink } from './social-links.ts';
import { createTutorial, deleteTutorial, updateTutorial } from './tutorials.ts';

/**
 * The admin forms with files: receive the multipart form (files checked and
 * stored), validate the fields with the same schema as the browser, save, and
 * remove the files a change replaced. A failure anywhere leaves no new file.
 */
export function submitTutorial(db: Database, storage: Storage, request: Request, actor: Actor, id?: string) {
  return saveWithUploads(db, storage, request, { video: 'tutorial-video', thumbnail: 'tutorial-thumbnail', captions: 'tutorial-captions' }, actor, async (form) => {
    const input = tutorialSchema.parse(form.fields);
    const files = { videoKey: form.files.video?.key, thumbnailKey: form.files.thumbnail?.key, captionsKey: form.files.captions?.key };
    if (!id) return createTutorial(db, actor, input, files);
    const { row, replaced } = await updateTutorial(db, actor, id, input, files);
    await removeFiles(db, storage, replaced);
    return row;
  });
}

export async function removeTutorial(db: Database, storage: Storage, actor: Actor, id: string) {
  await removeFiles(db, storage, await deleteTutorial(db, actor, id));
}

export function submitSocialLink(db: Database, storage: Storage, request: Request, actor: Actor, id?: string) {
  return saveWithUploads(db, storage, request, { icon: 'social-link-icon' }, actor, async (form) => {
    const input = socialLinkSchema.parse(form.fields);
    if (!id) return createSocialLink(db, actor, input, form.files.icon?.key);
    const { row, replaced } = await updateSocialLink(db, actor, id, input, form.files.icon?.key);
    await removeFiles(db, storage, replaced);
    return row;
  });
}

export async function removeSocialLink(db: Database, storage: Storage, actor: Actor, id: string) {
  await removeFiles(db, storage, await deleteSocialLink(db, actor, id));
}

export function submitCustomizeLevel(db: Database, storage: Storage, request: Request, actor: Actor, id?: string) {
  return saveWithUploads(db, storage, request, { image: 'customize-level-image' }, actor, async (form) => {
    const input = customizeLevelSchema.parse(form.fields);
    if (!id) return createCustomizeLevel(db, actor, input, form.files.image?.key);
    const { row, replaced } = await updateCustomizeLevel(db, actor, id, input, form.files.image?.key);
    await removeFiles(db, storage, replaced);
    return row;
  });
}
