import { PUBLIC_API_BASE, PUBLIC_USER_CACHE_KEY } from 'astro:env/client';
import { redirectFor } from '../lib/access.ts';
import { afterLogin, SOCIAL_MARKER } from '../lib/session-rules.ts';
import { decryptUser, encryptUser } from '../lib/user-cache.ts';
import { $role, $user, type SessionUser } from './session.ts';

/** Actions of the session stores (spec sections 4, 7, 8). Islands call these; the cookie is the authority. */
export const SESSION_CHECK_MS = 60_000;
export const LOGOUT_DELAY_MS = 100;
const api = (path: string) => `${PUBLIC_API_BASE}${path}`;
const call = (path: string, init: RequestInit = {}) =>
  fetch(api(path), { credentials: 'include', ...init, headers: { 'content-type': 'application/json', ...init.headers } });

export function readStoredUser(): SessionUser | null {
  try {
    return decryptUser(localStorage.getItem(PUBLIC_USER_CACHE_KEY), PUBLIC_USER_CACHE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the user in the stores and the encrypted localStorage copy. */
export function setUser(user: SessionUser): void {
  $user.set(user);
  $role.set(user.role);
  try {
    localStorage.setItem(PUBLIC_USER_CACHE_KEY, encryptUser(user, PUBLIC_USER_CACHE_KEY));
  } catch (error) {
    console.warn('[session] could not store the user', error);
  }
}

export function clearStoredUser(): void {
  $user.set(null);
  try {
    localStorage.removeItem(PUBLIC_USER_CACHE_KEY);
  } catch {
    // storage unavailable: nothing stored either
  }
}

export type LoginOutcome = { success: true; user: SessionUser } | { success: false; message: string };

async function signInWith(path: string, body: unknown): Promise<LoginOutcome> {
  const response = await call(path, { method: 'POST', body: JSON.stringify(body) });
  const data = (await response.json().catch(() => ({}))) as { success?: boolean; user?: SessionUser; message?: string; error?: { message: string } };
  if (response.ok && data.user) {
    setUser(data.user);
    return { success: true, user: data.user };
  }
  return { success: false, message: data.error?.message ?? data.message ?? 'Invalid credentials' };
}

export const login = (email: string, password: string) => signInWith('/auth/login', { email, password });
export const register = (input: { email: string; password: string; name?: string }) => signInWith('/auth/register', input);

/** Moves on after a login: home from /recover-account, `next` from /login, reload elsewhere. */
export function goAfterLogin(): void {
  const next = new URLSearchParams(location.search).get('next');
  const target = afterLogin(location.pathname, next);
  if (target.kind === 'assign') location.assign(target.href);
  else location.reload();
}

/** The landing page of a social login asks the server for the user the callback signed in. */
export async function completeSocialLogin(): Promise<void> {
  try {
    const data = (await (await call('/auth/login/success')).json()) as { success: boolean; user?: SessionUser };
    if (data.success && data.user) setUser(data.user);
  } catch (error) {
    console.error('[session] social login completion failed', error);
  } finally {
    if (location.hash === SOCIAL_MARKER) history.replaceState(history.state, '', location.pathname + location.search);
  }
}

/** GET /users/{id}: refreshes and re-stores the user; failures only logged. */
export async function refreshUser(id: string): Promise<void> {
  try {
    const data = (await (await call(`/users/${encodeURIComponent(id)}`)).json()) as { success?: boolean; user?: SessionUser };
    if (data.success && data.user) setUser(data.user);
  } catch (error) {
    console.error('[session] user refresh failed', error);
  }
}

/** Clears the stored user, calls the server (failure only logged), goes home after ~100 ms. */
export async function logout(): Promise<void> {
  clearStoredUser();
  $role.set('none');
  try {
    await call('/auth/logout');
  } catch (error) {
    console.error('[session] logout failed', error);
  }
  setTimeout(() => location.assign('/'), LOGOUT_DELAY_MS);
}

function leaveAreaIfBarred(): void {
  const target = redirectFor($role.get(), location.pathname);
  if (target) location.assign(target);
}

/** One session check: role from the server; not authenticated logs a held user out; a failed check only logs. */
export async function checkSession(): Promise<void> {
  try {
    const response = await call('/auth/check-session');
    if (!response.ok) throw new Error(`check-session answered ${response.status}`);
    const data = (await response.json()) as { isAuthenticated: boolean; user: { role: SessionUser['role'] } | null };
    if (data.isAuthenticated && data.user) {
      $role.set(data.user.role);
      leaveAreaIfBarred();
      return;
    }
    $role.set('none');
    if ($user.get() || readStoredUser()) await logout();
    else leaveAreaIfBarred();
  } catch (error) {
    console.error('[session] session check failed', error);
    $role.set('none');
    leaveAreaIfBarred();
  }
}

/** Checks now and every 60 s; returns the stop function. */
export function startSessionPoller(): () => void {
  void checkSession();
  const timer = setInterval(() => void checkSession(), SESSION_CHECK_MS);
  return () => clearInterval(timer);
}

/** The user the server rendered into the page, else the stored copy. */
export function adoptKnownUser(): void {
  const script = document.getElementById('initial-user');
  const initial = script?.textContent ? (JSON.parse(script.textContent) as SessionUser) : null;
  const known = initial ?? readStoredUser();
  if (initial) setUser(initial);
  else if (known) $user.set(known);
}

/**
 * Prerendered pages are built without a visitor, so their header says "Sign in".
 * In a signed-in browser the keeper calls this to show the account link instead.
 */
export function showUserInHeader(user: SessionUser | null): void {
  if (typeof document === 'undefined' || !user) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-account-link]')) {
    link.textContent = user.name || 'My account';
    link.hidden = false;
  }
  for (const element of document.querySelectorAll<HTMLElement>('[data-signin]')) element.hidden = true;
}
