import { map } from 'nanostores';
import { fieldErrors, tutorialSchema } from '#/lib/admin-schemas.ts';
import { captionsMessage, captionsText, checkCaptions, MAX_CAPTION_BYTES } from '#/lib/captions.ts';
import { upload, type UploadProgress } from '#/lib/api/client.ts';
import { flash } from './flash.ts';

/** The tutorial editor: field errors, the server's message and the upload's progress (null when not uploading). */
export type TutorialFormState = { errors: Record<string, string>; message: string; progress: UploadProgress | null };
export const $tutorialForm = map<TutorialFormState>({ errors: {}, message: '', progress: null });

/** The chosen captions file checked as the server will: null when it is fine (or none is chosen). */
export async function captionsProblem(file: FormDataEntryValue | null): Promise<string | null> {
  if (!(file instanceof File) || file.size === 0) return null;
  if (file.size > MAX_CAPTION_BYTES) return `"${file.name}" is larger than 1 MB, the limit for a captions file.`;
  const text = captionsText(new Uint8Array(await file.arrayBuffer()));
  if (text === null) return `"${file.name}" is not text in UTF-8, as WebVTT captions must be.`;
  const checked = checkCaptions(text);
  return checked.ok ? null : captionsMessage(file.name, checked.problems);
}

/** Shows (or clears) the captions file's problems as soon as one is chosen. */
export async function checkChosenCaptions(input: HTMLInputElement): Promise<void> {
  const problem = await captionsProblem(input.files?.[0] ?? null);
  const { captions: _old, ...others } = $tutorialForm.get().errors;
  $tutorialForm.setKey('errors', problem ? { ...others, captions: problem } : others);
}

/**
 * Checks the text fields with the shared schema and the captions with the WebVTT parser, then uploads the whole form (video and
 * thumbnail included) with progress; on success goes to `next` with a flash message.
 */
export async function submitTutorialForm(form: HTMLFormElement, action: string, next: string, done: string): Promise<boolean> {
  const data = new FormData(form);
  const text = Object.fromEntries([...data.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const checked = tutorialSchema.safeParse(text);
  const captions = await captionsProblem(data.get('captions'));
  if (!checked.success || captions) {
    const errors = { ...(checked.success ? {} : fieldErrors(checked.error)), ...(captions ? { captions } : {}) };
    $tutorialForm.set({ errors, message: 'Some fields are not valid. Correct them and try again.', progress: null });
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
