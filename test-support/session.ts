/** Signing in through the real login API and carrying the session cookie by hand (fetch keeps no cookies). */
export const DEMO_PASSWORD = 'toonmart-demo-2026';
export const DEMO_EMAILS = {
  user: 'user@toonmart.test',
  contributor: 'contributor@toonmart.test',
  admin: 'admin@toonmart.test',
  super_admin: 'superadmin@toonmart.test',
} as const;
export type DemoRole = keyof typeof DEMO_EMAILS;

export type Session = { cookie: string; userId: string | null; setCookies: string[] };

/** `name=value` pairs of the Set-Cookie headers, for a Cookie header. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies.map((c) => c.split(';')[0]!).filter((pair) => !pair.endsWith('=')).join('; ');
}

export async function signIn(base: string, email: string, password = DEMO_PASSWORD): Promise<Session> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { success?: boolean; user?: { id?: string; _id?: string } };
  if (!res.ok || !body.success) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(body)}`);
  const setCookies = res.headers.getSetCookie();
  return { cookie: cookieHeader(setCookies), userId: body.user?.id ?? body.user?._id ?? null, setCookies };
}

export const signInAs = (base: string, role: DemoRole) => signIn(base, DEMO_EMAILS[role]);
