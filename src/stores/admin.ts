import { map } from 'nanostores';
import { ADMIN_SCHEMAS, fieldErrors, type AdminSchemaName } from '#/lib/admin-schemas.ts';
import { api, send, upload, uploadedFraction, type ApiResult } from '#/lib/api/client.ts';
import { adminApi } from '#/lib/api/admin.ts';
import { flash } from './flash.ts';
import { showToast, withBusy } from './overlay.ts';

/**
 * State of each admin form on the page, by its action URL: field errors, the server's message,
 * `attempt` (counts refused submits, so the form focuses its first error each time) and the
 * upload's progress (0–1) while files go out.
 */
export type FormState = { errors: Record<string, string>; message: string; attempt: number; progress: number | null; sending: boolean; confirm?: string[] };
export const EMPTY_FORM: FormState = { errors: {}, message: '', attempt: 0, progress: null, sending: false };

/** The sentences of a 409 CONFIRMATION_REQUIRED (what a change does), or undefined for any other answer. */
function changesToConfirm(result: { code: string; details?: unknown }): string[] | undefined {
  if (result.code !== 'CONFIRMATION_REQUIRED') return undefined;
  const changes = (result.details as { changes?: { text?: unknown }[] } | undefined)?.changes ?? [];
  return changes.map((c) => String(c.text ?? ''));
}
export const $adminForms = map<Record<string, FormState>>({});
const formOf = (action: string) => $adminForms.get()[action] ?? EMPTY_FORM;
const setForm = (action: string, change: Partial<FormState>) => $adminForms.setKey(action, { ...formOf(action), ...change });

const busySend = (method: 'POST' | 'DELETE', url: string, options: { body?: unknown; form?: FormData }): Promise<ApiResult<unknown>> =>
  withBusy(() => send(method, url, options));

/** The text values of a form (lists for multi-value fields), as the schemas read them. */
function textValues(data: FormData, multi: string[]): Record<string, string | string[]> {
  const text: Record<string, string | string[]> = Object.fromEntries([...data.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  for (const name of multi) text[name] = data.getAll(name).map(String);
  return text;
}

/** Forms with unsaved changes: leaving the page asks first (beforeunload). */
const dirty = new Set<string>();
export function markDirty(action: string): void {
  if (typeof window === 'undefined') return;
  if (dirty.size === 0) window.addEventListener('beforeunload', warnUnsaved);
  dirty.add(action);
}
function markClean(action: string): void {
  dirty.delete(action);
  if (dirty.size === 0) window.removeEventListener('beforeunload', warnUnsaved);
}
function warnUnsaved(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers show the dialog only when returnValue is set.
  event.returnValue = '';
}

/** As the user types: errors of fields that are now valid go at once (no new errors before a submit). */
export function revalidateAdminForm(form: HTMLFormElement, schema: AdminSchemaName, action: string, multi: string[] = []): void {
  const shown = formOf(action).errors;
  if (Object.keys(shown).length === 0) return;
  const data = new FormData(form);
  // A file's error comes from the browser's check of the file (setFieldError), not from the schema.
  const files = new Set([...data.entries()].filter(([, v]) => typeof v !== 'string').map(([name]) => name));
  const checked = ADMIN_SCHEMAS[schema].safeParse(textValues(data, multi));
  const now: Record<string, string> = checked.success ? {} : fieldErrors(checked.error);
  const errors = Object.fromEntries(Object.entries(shown).flatMap(([name, message]) => (files.has(name) ? [[name, message]] : now[name] ? [[name, now[name]]] : [])));
  setForm(action, { errors, message: Object.keys(errors).length ? formOf(action).message : '' });
}

/** Staff decided not to make a change they were asked to confirm: the form stays as typed. */
export function cancelConfirm(action: string): void {
  setForm(action, { confirm: undefined, message: '' });
}

/** A field's own error (a file refused in the browser): shown like a validation error. */
export function setFieldError(action: string, name: string, message: string | null): void {
  const errors = { ...formOf(action).errors };
  if (message) errors[name] = message;
  else delete errors[name];
  setForm(action, { errors });
}

const hasFiles = (data: FormData) => [...data.values()].some((v) => typeof v !== 'string' && v.size > 0);

/**
 * Validates the form's text fields with the shared schema, then sends it: JSON without files,
 * multipart with files (with upload progress). A refused save keeps every field as typed.
 */
export async function submitAdminForm(form: HTMLFormElement, schema: AdminSchemaName, action: string, next: string, done: string, asJson = false, multi: string[] = [], confirmed = false): Promise<void> {
  const data = new FormData(form);
  const checked = ADMIN_SCHEMAS[schema].safeParse(textValues(data, multi));
  if (!checked.success) {
    setForm(action, { errors: fieldErrors(checked.error), message: 'Some fields are not valid. Correct them and try again.', attempt: formOf(action).attempt + 1 });
    return;
  }
  setForm(action, { errors: {}, message: '', sending: true, progress: null, confirm: undefined });
  // A change the server asked to confirm goes again with `confirm` once staff have read it.
  const body = confirmed ? { ...(checked.data as object), confirm: true } : checked.data;
  const result = asJson
    ? await busySend('POST', action, { body })
    : hasFiles(data)
      ? await upload('POST', action, data, (progress) => setForm(action, { progress: uploadedFraction(progress) }))
      : await busySend('POST', action, { form: data });
  if (!result.ok) {
    setForm(action, { errors: result.fields, message: result.message, attempt: formOf(action).attempt + 1, sending: false, progress: null, confirm: changesToConfirm(result) });
    return;
  }
  setForm(action, { sending: false, progress: 1 });
  markClean(action);
  flash(done);
  // `next` may name the saved row: /admin/characters/:id goes to the new character's page.
  const id = (result.data as { id?: unknown } | undefined)?.id;
  const target = typeof id === 'string' ? next.replace(':id', encodeURIComponent(id)) : next;
  if (target === window.location.pathname + window.location.search) window.location.reload();
  else window.location.assign(target);
}

/** The editor's live slug check (debounced by the caller) of a character's or a tutorial's address; null when it could not be asked. */
export async function checkSlug(kind: 'character' | 'tutorial', slug: string, except?: string): Promise<boolean | null> {
  const result = await api(kind === 'tutorial' ? adminApi.tutorialSlug : adminApi.characterSlug, { query: { slug, except } });
  return result.ok ? result.data.available : null;
}

/**
 * A JSON admin action (role change, disable, end sessions, delete): a toast, then a reload
 * to show the new state, unless the page shows nothing that changed (`reload` false).
 */
export async function adminAction(url: string, method: 'POST' | 'DELETE', body: unknown, done: string, reload = true): Promise<boolean> {
  const result = await busySend(method, url, { body });
  if (!result.ok) {
    showToast(result.message, 'error');
    return false;
  }
  if (!reload) {
    showToast(done, 'success');
    return true;
  }
  flash(done);
  window.location.reload();
  return true;
}
