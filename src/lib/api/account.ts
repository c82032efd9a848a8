import { z } from '#/lib/zod.ts';
import { endpoint } from './contract.ts';
import { sessionUser } from './session.ts';

/** The account page and account recovery. */
export const recoverRequest = z.object({ email: z.string().trim().max(320) });
export const resetRequest = z.object({ token: z.string().min(1).max(200), password: z.string().max(1024) });
export const changePasswordRequest = z.object({ currentPassword: z.string().max(1024), newPassword: z.string().max(1024) });
export const profileRequest = z.object({ name: z.string().trim().min(1).max(100) });

export const sessionInfo = z.object({
  id: z.string(),
  method: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

const done = z.object({ success: z.literal(true), message: z.string().optional() });

export const accountApi = {
  recover: endpoint('POST', '/auth/recover', { request: recoverRequest, response: done }),
  resetPassword: endpoint('POST', '/auth/reset-password', { request: resetRequest, response: done }),
  changePassword: endpoint('POST', '/auth/change-password', { request: changePasswordRequest, response: done }),
  profile: endpoint('POST', '/auth/profile', { request: profileRequest, response: z.object({ success: z.literal(true), user: sessionUser }) }),
  sessions: endpoint('GET', '/auth/sessions', { response: z.object({ sessions: z.array(sessionInfo) }) }),
  endSession: endpoint('DELETE', '/auth/sessions/:id', { response: done }),
};
