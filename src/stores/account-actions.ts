import { PUBLIC_API_BASE } from 'astro:env/client';
import { atom } from 'nanostores';
import { setUser } from './session-actions.ts';
import type { SessionUser } from './session.ts';

/** Account page and recovery actions. Each answers `{ ok, message }` for the form that called it. */
export type SessionInfo = { id: string; method: string; ip: string | null; userAgent: string | null; createdAt: string; lastSeenAt: string; current: boolean };
export type Outcome = { ok: boolean; message: string };

export const $sessions = atom<SessionInfo[]>([]);

async function send(path: string, method: string, body?: unknown): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const response = await fetch(`${PUBLIC_API_BASE}${path}`, {
    method,
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { ok: response.ok, data: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

function messageOf(data: Record<string, unknown>, fallback: string): string {
  const error = data.error as { message?: string } | undefined;
  return error?.message ?? (typeof data.message === 'string' ? data.message : fallback);
}

export async function requestRecovery(email: string): Promise<Outcome> {
  const { ok, data } = await send('/auth/recover', 'POST', { email });
  return { ok, message: messageOf(data, 'Something went wrong. Try again.') };
}

export async function resetPassword(token: string, password: string): Promise<Outcome> {
  const { ok, data } = await send('/auth/reset-password', 'POST', { token, password });
  return { ok, message: messageOf(data, 'Something went wrong. Try again.') };
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<Outcome> {
  const { ok, data } = await send('/auth/change-password', 'POST', { currentPassword, newPassword });
  if (ok) await loadSessions();
  return { ok, message: messageOf(data, 'Password changed.') };
}

export async function updateName(name: string): Promise<Outcome> {
  const { ok, data } = await send('/auth/profile', 'POST', { name });
  if (ok && data.user) setUser(data.user as SessionUser);
  return { ok, message: ok ? 'Profile saved.' : messageOf(data, 'Could not save.') };
}

export async function loadSessions(): Promise<void> {
  const { ok, data } = await send('/auth/sessions', 'GET');
  if (ok) $sessions.set(data.sessions as SessionInfo[]);
}

export async function revokeSession(id: string): Promise<Outcome> {
  const { ok, data } = await send(`/auth/sessions/${encodeURIComponent(id)}`, 'DELETE');
  if (ok) $sessions.set($sessions.get().filter((s) => s.id !== id));
  return { ok, message: ok ? 'Session signed out.' : messageOf(data, 'Could not sign that session out.') };
}
