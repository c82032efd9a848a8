import { map } from 'nanostores';
import { fieldErrors, tutorialSchema } from '#/lib/admin-schemas.ts';
import { upload, type UploadProgress } from '#/lib/api/client.ts';
import { flash } from './flash.ts';

/** The tutorial editor: field errors, the server's message and the upload's progress (null when not uploading). */
export type TutorialFormState = { errors: Record<string, string>; message: string; progress: UploadProgress | null };
export const $tutorialForm = map<TutorialFormState>({ errors: {}, message: '', progress: null });

/**
 * Checks the text fields with the shared schema, then uploads the whole form (video and
 * thumbnail included) with progress; on success goes to `next` with a flash message.
 */
export async function submitTutorialForm(form: HTMLFormElement, action: string, next: string, done: string): Promise<boolean> {
  const data = new FormData(form);
  const text = Object.fromEntries([...data.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const checked = tutorialSchema.safeParse(text);
  if (!checked.success) {
    $tutorialForm.set({ errors: fieldErrors(checked.error), message: 'Some fields are not valid. Correct them and try again.', progress: null });
    return false;
  }
  $tutorialForm.set({ errors: {}, message: '', progress: { loaded: 0, total: 0 } });
  const result = await upload('POST', action, data, (progress) => $tutorialForm.setKey('progress', progress));
  if (!result.ok) {
    $tutorialForm.set({ errors: result.fields, message: result.message, progress: null });
    return false;
  }
  $tutorialForm.setKey('progress', null);
  flash(done);
  window.location.assign(next);
  return true;
}

/** "12.5 of 80.0 MB (16 %)": what the progress bar says in words. */
export function progressText({ loaded, total }: UploadProgress): string {
  if (!total) return 'Starting the upload…';
  const mb = (n: number) => (n / 1_048_576).toFixed(1);
  return `Uploading ${mb(loaded)} of ${mb(total)} MB (${Math.floor((loaded / total) * 100)} %)`;
}
