import { PUBLIC_USER_CACHE_KEY } from 'astro:env/client';
import { redirectFor } from '#/lib/access.ts';
import { api, type ApiResult } from '#/lib/api/client.ts';
import { sessionApi, type SessionUser } from '#/lib/api/session.ts';
import { afterLogin, SOCIAL_MARKER } from '#/lib/session-rules.ts';
import { SIGNED_OUT_KEY } from '#/lib/signed-out.ts';
import { staffArea } from '#/lib/staff.ts';
import { decryptUser, encryptUser } from '#/lib/user-cache.ts';
import { $role, $user } from './session.ts';

/** Actions of the session stores. Islands call these; the cookie is the authority. */
export const SESSION_CHECK_MS = 60_000;
export const LOGOUT_DELAY_MS = 100;

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

// Loaded only at sign-in: the session keeper runs on every page (articles too), which must not ship the favourites code.
const mergeFavourites = async () => (await import('./favourites.ts')).mergeLocalFavourites();
// The same for the cart: the browser's lines join the account's cart.
const mergeCart = async (userId: string) => (await import('./cart-sync.ts')).mergeBrowserCart(userId);

export type LoginOutcome = { success: true; user: SessionUser } | { success: false; message: string };

/** Sign-in completes here (and in completeSocialLogin): the browser's favourites join the account before the page moves on. */
async function signedIn(result: ApiResult<{ user: SessionUser }>): Promise<LoginOutcome> {
  if (!result.ok) return { success: false, message: result.message };
  setUser(result.data.user);
  await Promise.all([mergeFavourites(), mergeCart(result.data.user._id)]);
  return { success: true, user: result.data.user };
}

export const login = async (email: string, password: string) => signedIn(await api(sessionApi.login, { body: { email, password } }));
export const register = async (input: { email: string; password: string; name?: string }) => signedIn(await api(sessionApi.register, { body: input }));

/** Moves on after a login: home from /recover-account, `next` (or a staff area) from /login, reload elsewhere. */
export function goAfterLogin(user?: SessionUser): void {
  const next = new URLSearchParams(location.search).get('next');
  const target = afterLogin(location.pathname, next, user?.role);
  if (target.kind === 'assign') location.assign(target.href);
  else location.reload();
}

/** The landing page of a social login asks the server for the user the callback signed in. */
export async function completeSocialLogin(): Promise<void> {
  try {
    const result = await api(sessionApi.loginSuccess);
    if (result.ok) {
      setUser(result.data.user);
      await Promise.all([mergeFavourites(), mergeCart(result.data.user._id)]);
    } else console.error('[session] social login completion failed:', result.message);
  } finally {
    if (location.hash === SOCIAL_MARKER) history.replaceState(history.state, '', location.pathname + location.search);
  }
}

/** GET /users/{id}: refreshes and re-stores the user; failures only logged. */
export async function refreshUser(id: string): Promise<void> {
  const result = await api(sessionApi.user, { params: { id } });
  if (result.ok) setUser(result.data.user);
  else console.error('[session] user refresh failed:', result.message);
}

/**
 * Clears the stored user, calls the server (failure only logged), goes home after ~100 ms.
 * `ended`: the session check found the session gone; the home page says so and links back here.
 */
export async function logout(ended = false): Promise<void> {
  if (ended) rememberSignedOut(location.pathname + location.search);
  clearStoredUser();
  $role.set('none');
  (await import('./cart-sync.ts')).forgetBrowserCart();
  const result = await api(sessionApi.logout);
  if (!result.ok) console.error('[session] logout failed:', result.message);
  setTimeout(() => location.assign('/'), LOGOUT_DELAY_MS);
}

function rememberSignedOut(from: string): void {
  try {
    sessionStorage.setItem(SIGNED_OUT_KEY, from);
  } catch {
    // storage unavailable: the home page shows no reason, as before
  }
}

function leaveAreaIfBarred(): void {
  const target = redirectFor($role.get(), location.pathname);
  if (target) location.assign(target);
}

/** One session check: role from the server; not authenticated logs a held user out; a failed check only logs. */
export async function checkSession(): Promise<void> {
  const result = await api(sessionApi.checkSession);
  if (!result.ok) {
    console.error('[session] session check failed:', result.message);
    $role.set('none');
    return leaveAreaIfBarred();
  }
  const { isAuthenticated, user } = result.data;
  if (isAuthenticated && user) {
    $role.set(user.role);
    return leaveAreaIfBarred();
  }
  $role.set('none');
  if ($user.get() || readStoredUser()) await logout(true);
  else leaveAreaIfBarred();
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
    // The header ends a long name in an ellipsis: the title shows it whole.
    if (user.name) link.title = user.name;
    link.hidden = false;
  }
  for (const element of document.querySelectorAll<HTMLElement>('[data-signin]')) element.hidden = true;
  const area = staffArea(user.role);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-staff-link]')) {
    link.hidden = !area;
    if (area) {
      link.href = area.href;
      link.textContent = area.label;
    }
  }
}
