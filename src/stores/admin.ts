import { map } from 'nanostores';
import { ADMIN_SCHEMAS, fieldErrors, type AdminSchemaName } from '../lib/admin-schemas.ts';
import { flash } from './flash.ts';
import { showToast, withBusy } from './overlay.ts';

/** State of each admin form on the page, by its action URL: field errors and the server's message. */
export type FormState = { errors: Record<string, string>; message: string };
export const $adminForms = map<Record<string, FormState>>({});
const setForm = (action: string, state: FormState) => $adminForms.setKey(action, state);

type ApiError = { error?: { message?: string; details?: { path?: string; message?: string }[] } };

async function send(url: string, init: RequestInit): Promise<Response> {
  return withBusy(() => fetch(url, { credentials: 'same-origin', ...init }));
}

async function failure(response: Response): Promise<{ message: string; errors: Record<string, string> }> {
  const body = (await response.json().catch(() => ({}))) as ApiError;
  const errors: Record<string, string> = {};
  for (const d of body.error?.details ?? []) if (d.path && d.message) errors[d.path] ??= d.message;
  return { message: body.error?.message ?? `The server answered ${response.status}.`, errors };
}

/**
 * Validates the form's text fields with the shared schema, then sends the whole
 * form (files included) as multipart; on success shows a toast and goes to `next`.
 */
export async function submitAdminForm(form: HTMLFormElement, schema: AdminSchemaName, action: string, next: string, done: string, asJson = false, multi: string[] = []): Promise<void> {
  const data = new FormData(form);
  const text: Record<string, string | string[]> = Object.fromEntries([...data.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  for (const name of multi) text[name] = data.getAll(name).map(String);
  const checked = ADMIN_SCHEMAS[schema].safeParse(text);
  if (!checked.success) {
    setForm(action, { errors: fieldErrors(checked.error), message: 'Some fields are not valid. Correct them and try again.' });
    return;
  }
  setForm(action, { errors: {}, message: '' });
  // Forms without files send the validated values as JSON; forms with files send multipart.
  const init: RequestInit = asJson
    ? { method: 'POST', body: JSON.stringify(checked.data), headers: { 'content-type': 'application/json' } }
    : { method: 'POST', body: data };
  const response = await send(action, init).catch(() => null);
  if (!response) return void setForm(action, { errors: {}, message: 'The store could not be reached. Check your connection and try again.' });
  if (!response.ok) return void setForm(action, await failure(response));
  flash(done);
  if (next === window.location.pathname + window.location.search) window.location.reload();
  else window.location.assign(next);
}

/**
 * A JSON admin action (role change, disable, end sessions, delete): a toast, then a reload
 * to show the new state, unless the page shows nothing that changed (`reload` false).
 */
export async function adminAction(url: string, method: 'POST' | 'DELETE', body: unknown, done: string, reload = true): Promise<boolean> {
  const init: RequestInit = body === undefined ? { method } : { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const response = await send(url, init).catch(() => null);
  if (!response) {
    showToast('The store could not be reached. Try again.', 'error');
    return false;
  }
  if (!response.ok) {
    showToast((await failure(response)).message, 'error');
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
