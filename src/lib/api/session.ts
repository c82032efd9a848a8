import { z } from '#/lib/zod.ts';
import { endpoint } from './contract.ts';

/** Signing in and out, the session check and the user record: the spec's own answer shapes (`{ success, user, message }`). */
export const ROLES = ['user', 'admin', 'super_admin', 'contributor'] as const;

export const sessionUser = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  avatar: z.string().nullable(),
});
/** The signed-in user as the browser knows it (the cookie on the server is the authority). */
export type SessionUser = z.infer<typeof sessionUser>;

export const credentials = z.object({ email: z.string().max(320), password: z.string().max(1024) });
export const registration = z.object({ email: z.email().max(320), password: z.string().max(1024), name: z.string().trim().max(100).optional() });

const userAnswer = z.object({ success: z.literal(true), user: sessionUser, message: z.string().optional() });
const done = z.object({ success: z.literal(true), message: z.string().optional() });

export const sessionCheck = z.object({ isAuthenticated: z.boolean(), user: z.object({ role: z.enum(ROLES) }).nullable() });
export type SessionCheck = z.infer<typeof sessionCheck>;

export const sessionApi = {
  login: endpoint('POST', '/auth/login', { request: credentials, response: userAnswer }),
  register: endpoint('POST', '/auth/register', { request: registration, response: userAnswer }),
  loginSuccess: endpoint('GET', '/auth/login/success', { response: userAnswer }),
  logout: endpoint('GET', '/auth/logout', { response: done }),
  checkSession: endpoint('GET', '/auth/check-session', { response: sessionCheck }),
  user: endpoint('GET', '/users/:id', { response: userAnswer }),
};
