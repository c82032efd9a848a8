import { atom } from 'nanostores';
import { api, type ApiResult } from '#/lib/api/client.ts';
import { adminApi } from '#/lib/api/admin.ts';
import { showToast, withBusy } from './overlay.ts';

/**
 * Bulk actions of the admin lists (characters, users, jobs): one flow for all. The ticked rows
 * (checkboxes named "ids", labelled "Select <name>") are confirmed by count, sent in one request,
 * and the server acts on each alone; after the reload the list shows what changed and, row by
 * row, what was refused and why (kept in sessionStorage across the reload).
 */
export type BulkKind = 'characters' | 'users' | 'jobs';
/** `ask`: the question for a reason (taking an artist's character off sale), sent as `reason`. */
export type BulkChoice = { kind: BulkKind; label: string; verb: string; done: string; body: Record<string, string | boolean>; ask?: string };
export type BulkReport = { done: string; refused: { name: string; message: string }[] };
export type Ticked = { id: string; name: string };

type Answer = { changed: string[]; refused: { id: string; message: string }[] };
const SEND: Record<BulkKind, (ids: string[], body: BulkChoice['body']) => Promise<ApiResult<Answer>>> = {
  characters: (ids, body) => api(adminApi.bulkStatus, { body: { ids, status: body.status as 'draft' | 'published' | 'removed', ...(typeof body.reason === 'string' ? { reason: body.reason } : {}) } }),
  users: (ids, body) => api(adminApi.bulkDisable, { body: { ids, disabled: body.disabled === true } }),
  jobs: (ids, body) => api(adminApi.bulkJobAction, { body: { ids, action: body.action as 'hold' | 'resume' } }),
};

const REPORT_KEY = 'toonmart-bulk-report';

/** The confirmation's question, naming the action and how many rows (pure). */
export function bulkQuestion(choice: BulkChoice, count: number, nouns: [string, string]): string {
  return `${choice.verb} ${count} ${count === 1 ? nouns[0] : nouns[1]}?`;
}

/** What to tell staff after the answer: the count changed, then each refused row by name (pure). */
export function bulkReport(choice: BulkChoice, ticked: Ticked[], answer: Answer): BulkReport {
  const name = (id: string) => ticked.find((t) => t.id === id)?.name ?? id;
  return { done: `${choice.done}: ${answer.changed.length} of ${ticked.length}.`, refused: answer.refused.map((r) => ({ name: name(r.id), message: r.message })) };
}

export async function runBulk(choice: BulkChoice, ticked: Ticked[], nouns: [string, string], confirmFn: (message: string) => boolean = (m) => window.confirm(m), promptFn: (message: string) => string | null = (m) => window.prompt(m)): Promise<void> {
  if (ticked.length === 0) return void showToast(`Tick the ${nouns[1]} to change first.`, 'error');
  if (!confirmFn(bulkQuestion(choice, ticked.length, nouns))) return;
  const reason = choice.ask ? promptFn(choice.ask) : undefined;
  if (reason === null) return;
  const body = reason === undefined ? choice.body : { ...choice.body, reason };
  const result = await withBusy(() => SEND[choice.kind](ticked.map((t) => t.id), body));
  if (!result.ok) return void showToast(result.message, 'error');
  sessionStorage.setItem(REPORT_KEY, JSON.stringify(bulkReport(choice, ticked, result.data)));
  window.location.reload();
}

/** The report the list shows: the bulk action that led to this page load (until dismissed). */
export const $bulkReport = atom<BulkReport | null>(null);

/** Moves the saved report (if any) into $bulkReport, once: a later reload does not show it again. */
export function loadBulkReport(): void {
  const saved = sessionStorage.getItem(REPORT_KEY);
  if (!saved) return;
  sessionStorage.removeItem(REPORT_KEY);
  try {
    $bulkReport.set(JSON.parse(saved) as BulkReport);
  } catch {
    $bulkReport.set(null);
  }
}
