import { map } from 'nanostores';
import { ADMIN_SCHEMAS, fieldErrors, type AdminSchemaName } from '../lib/admin-schemas.ts';
import { showToast, withBusy } from './overlay.ts';

/** State of the admin form on the page (one per page): field errors and the server's message. */
export const $adminForm = map<{ errors: Record<string, string>; message: string }>({ errors: {}, message: '' });

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
export async function submitAdminForm(form: HTMLFormElement, schema: AdminSchemaName, action: string, next: string, done: string): Promise<void> {
  const data = new FormData(form);
  const text = Object.fromEntries([...data.entries()].filter(([, v]) => typeof v === 'string'));
  const checked = ADMIN_SCHEMAS[schema].safeParse(text);
  if (!checked.success) {
    $adminForm.set({ errors: fieldErrors(checked.error), message: 'Some fields are not valid. Correct them and try again.' });
    return;
  }
  $adminForm.set({ errors: {}, message: '' });
  const response = await send(action, { method: 'POST', body: data }).catch(() => null);
  if (!response) return void $adminForm.set({ errors: {}, message: 'The store could not be reached. Check your connection and try again.' });
  if (!response.ok) return void $adminForm.set(await failure(response));
  showToast(done, 'success');
  window.location.assign(next);
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
  showToast(done, 'success');
  if (reload) window.location.reload();
  return true;
}
