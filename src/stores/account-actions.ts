import { atom } from 'nanostores';
import { accountApi, type SessionInfo } from '#/lib/api/account.ts';
import { api } from '#/lib/api/client.ts';
import { setUser } from './session-actions.ts';

/** Account page and recovery actions. Each answers `{ ok, message }` for the form that called it. */
export type Outcome = { ok: boolean; message: string };

export const $sessions = atom<SessionInfo[]>([]);

const outcome = (result: { ok: true; data: { message?: string } } | { ok: false; message: string }, success: string): Outcome =>
  result.ok ? { ok: true, message: result.data.message ?? success } : { ok: false, message: result.message };

export async function requestRecovery(email: string): Promise<Outcome> {
  return outcome(await api(accountApi.recover, { body: { email } }), 'Check your inbox.');
}

export async function resetPassword(token: string, password: string): Promise<Outcome> {
  return outcome(await api(accountApi.resetPassword, { body: { token, password } }), 'Your password is changed.');
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<Outcome> {
  const result = await api(accountApi.changePassword, { body: { currentPassword, newPassword } });
  if (result.ok) await loadSessions();
  return outcome(result, 'Password changed.');
}

export async function updateName(name: string): Promise<Outcome> {
  const result = await api(accountApi.profile, { body: { name } });
  if (result.ok) setUser(result.data.user);
  return result.ok ? { ok: true, message: 'Profile saved.' } : { ok: false, message: result.message };
}

export async function loadSessions(): Promise<void> {
  const result = await api(accountApi.sessions);
  if (result.ok) $sessions.set(result.data.sessions);
}

export async function revokeSession(id: string): Promise<Outcome> {
  const result = await api(accountApi.endSession, { params: { id } });
  if (result.ok) $sessions.set($sessions.get().filter((s) => s.id !== id));
  return result.ok ? { ok: true, message: 'Session signed out.' } : { ok: false, message: result.message };
}
