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

/**
 * The buyer's tax details for invoices: a company (optional), the billing address and country, and a
 * VAT or tax number whose format the server checks against the country (400 with the reason).
 */
export const taxProfileSchema = z.object({
  companyName: z.string().trim().max(120, 'The company name is at most 120 characters.').default(''),
  address: z.string().trim().max(300, 'The address is at most 300 characters.').default(''),
  country: z.string().trim().toUpperCase().max(2, 'Choose a country from the list.').default(''),
  vatNumber: z.string().trim().max(60, 'The VAT or tax number is at most 40 characters.').default(''),
});
export type TaxProfileInput = z.output<typeof taxProfileSchema>;
export const taxProfile = z.object({ companyName: z.string(), address: z.string(), country: z.string().nullable(), vatNumber: z.string() });
export type TaxProfile = z.infer<typeof taxProfile>;

const done = z.object({ success: z.literal(true), message: z.string().optional() });

export const accountApi = {
  recover: endpoint('POST', '/auth/recover', { request: recoverRequest, response: done }),
  resetPassword: endpoint('POST', '/auth/reset-password', { request: resetRequest, response: done }),
  changePassword: endpoint('POST', '/auth/change-password', { request: changePasswordRequest, response: done }),
  profile: endpoint('POST', '/auth/profile', { request: profileRequest, response: z.object({ success: z.literal(true), user: sessionUser }) }),
  sessions: endpoint('GET', '/auth/sessions', { response: z.object({ sessions: z.array(sessionInfo) }) }),
  taxProfile: endpoint('GET', '/account/tax-profile', { response: taxProfile }),
  saveTaxProfile: endpoint('POST', '/account/tax-profile', { request: taxProfileSchema, response: taxProfile }),
  endSession: endpoint('DELETE', '/auth/sessions/:id', { response: done }),
};
