import { redirectFor, type SessionRole } from '#/lib/access.ts';
import type { ErrorCode } from '#/server/errors/catalogue.ts';

/**
 * The middleware's decisions, as pure functions: cross-origin refusal, the
 * area guard for pages (redirect before any HTML) and for area APIs (401/403).
 */
export type GateInput = {
  method: string;
  pathname: string;
  /** The session's role, or 'none' when signed out. */
  role: SessionRole;
  origin: string | null;
  secFetchSite: string | null;
  allowedOrigins: string[];
};
export type GateDecision = { kind: 'next' } | { kind: 'redirect'; location: string } | { kind: 'error'; code: ErrorCode };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request is refused when a browser says it comes from another
 * origin: a foreign Origin header, or (no Origin) Sec-Fetch-Site cross-site/same-site.
 * Requests with neither header come from non-browser clients, which carry no ambient cookies risk.
 */
export function isCrossOriginWrite(input: Pick<GateInput, 'method' | 'origin' | 'secFetchSite' | 'allowedOrigins'>): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return false;
  if (input.origin && input.origin !== 'null') return !input.allowedOrigins.includes(input.origin);
  if (input.origin === 'null') return true;
  return input.secFetchSite === 'cross-site' || input.secFetchSite === 'same-site';
}

function areaApi(pathname: string): 'admin' | 'contributor' | null {
  if (pathname === '/api/admin' || pathname.startsWith('/api/admin/')) return 'admin';
  if (pathname === '/api/contributor' || pathname.startsWith('/api/contributor/')) return 'contributor';
  return null;
}

export function gate(input: GateInput): GateDecision {
  if (isCrossOriginWrite(input)) return { kind: 'error', code: 'CROSS_ORIGIN' };
  const api = areaApi(input.pathname);
  if (api) {
    if (input.role === 'none') return { kind: 'error', code: 'UNAUTHENTICATED' };
    const allowed = redirectFor(input.role, `/${api}`) === null;
    return allowed ? { kind: 'next' } : { kind: 'error', code: 'FORBIDDEN' };
  }
  const location = redirectFor(input.role, input.pathname);
  return location ? { kind: 'redirect', location } : { kind: 'next' };
}
