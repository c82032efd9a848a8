/**
 * Browser behaviour of the custom-job forms, bound once by event delegation so it
 * survives client-side navigation:
 * - `form[data-api-form]` posts to its action (multipart, or JSON with `data-json`),
 *   shows the API's error message in its `[data-form-error]`, then follows `location`
 *   from the answer, `data-redirect`, or reloads;
 * - `data-after="reveal"` (the in-page sign-in) swaps `[data-signed-out]` for `[data-signed-in]` instead;
 * - `form[data-draft="key"]` keeps its text fields in sessionStorage until it is sent, so a
 *   visitor who signs in first comes back to the form with nothing lost.
 */
import { send, type ApiFailure } from '#/lib/api/client.ts';

function errorText(failure: ApiFailure): string {
  return [failure.message, ...Object.values(failure.fields)].filter(Boolean).join(' ');
}

function tooLarge(form: HTMLFormElement): string | null {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type=file][data-max-bytes]')) {
    const max = Number(input.dataset.maxBytes);
    const big = Array.from(input.files ?? []).find((f) => f.size > max);
    if (big) return `"${big.name}" is too large: at most ${Math.round(max / 1048576)} MB per file.`;
  }
  return null;
}

function payload(form: HTMLFormElement): { body?: unknown; form?: FormData } {
  const data = new FormData(form);
  if (form.dataset.json === undefined) return { form: data };
  return { body: Object.fromEntries(Array.from(data.entries()).filter(([, v]) => typeof v === 'string')) };
}

async function submit(form: HTMLFormElement): Promise<void> {
  const box = form.querySelector<HTMLElement>('[data-form-error]');
  const button = form.querySelector<HTMLButtonElement>('button[type=submit], button:not([type])');
  const show = (message: string) => {
    if (box) box.textContent = message;
  };
  show('');
  const problem = tooLarge(form);
  if (problem) return show(problem);
  if (button) button.disabled = true;
  try {
    const result = await send<{ location?: string }>('POST', form.action, payload(form));
    if (!result.ok) return show(errorText(result));
    if (form.dataset.draft) sessionStorage.removeItem(`draft:${form.dataset.draft}`);
    if (form.dataset.after === 'reveal') return reveal();
    const next = result.data?.location ?? form.dataset.redirect;
    if (next) window.location.assign(next);
    else window.location.reload();
  } finally {
    if (button) button.disabled = false;
  }
}

/** After an in-page sign-in: show what signed-in visitors see, without a reload that would drop picked files. */
function reveal(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-signed-out]')) el.hidden = true;
  for (const el of document.querySelectorAll<HTMLElement>('[data-signed-in]')) el.hidden = false;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const draftFields = (form: HTMLFormElement) =>
  Array.from(form.elements).filter((el): el is Field => 'name' in el && !!(el as Field).name && (el as HTMLInputElement).type !== 'file');

function saveDraft(form: HTMLFormElement): void {
  const values: Record<string, string> = {};
  for (const field of draftFields(form)) {
    if ((field.type === 'radio' || field.type === 'checkbox') && !(field as HTMLInputElement).checked) continue;
    values[field.name] = field.value;
  }
  sessionStorage.setItem(`draft:${form.dataset.draft}`, JSON.stringify(values));
}

function restoreDrafts(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-draft]')) {
    const saved = JSON.parse(sessionStorage.getItem(`draft:${form.dataset.draft}`) ?? 'null') as Record<string, string> | null;
    if (!saved) continue;
    for (const field of draftFields(form)) {
      if (!(field.name in saved)) continue;
      if (field.type === 'radio' || field.type === 'checkbox') (field as HTMLInputElement).checked = field.value === saved[field.name];
      else field.value = saved[field.name] ?? '';
    }
  }
}

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.dataset.apiForm === undefined) return;
  event.preventDefault();
  void submit(form);
  // Capture phase: runs before the ClientRouter's own form handling, which then sees defaultPrevented.
}, true);
document.addEventListener('input', (event) => {
  const form = (event.target as Element | null)?.closest?.('form[data-draft]');
  if (form instanceof HTMLFormElement) saveDraft(form);
});
document.addEventListener('astro:page-load', restoreDrafts);
restoreDrafts();
