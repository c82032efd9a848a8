import { z } from '#/lib/zod.ts';
import { bulkJobActionSchema, bulkStatusSchema, bulkUserDisableSchema, characterStatusSchema, creditAdjustmentSchema, currencyRateSchema, setMembersSchema, userDisableSchema, userRoleSchema } from '#/lib/admin-schemas.ts';
import { announcementRequest } from '#/lib/announcement.ts';
import { orderLicenceSchema, orderRefundSchema } from '#/lib/admin-order-schemas.ts';
import { endpoint } from './contract.ts';
import { ROLES } from './session.ts';

/**
 * The admin area's API. Forms (characters, types, levels, tutorials, social links) post multipart
 * to their own action with the fields of src/lib/admin-schemas.ts; the rest is JSON.
 * Tables answer one page: `{ rows, total, page, size, pages }` (query: page, size, sort, dir, q).
 */
const page = <Row extends z.ZodType>(row: Row) =>
  z.object({ rows: z.array(row), total: z.number().int(), page: z.number().int(), size: z.number().int(), pages: z.number().int() });
const rows = <Row extends z.ZodType>(row: Row) => z.object({ rows: z.array(row) });
const withId = z.looseObject({ id: z.uuid() });

const adminUser = z.looseObject({ id: z.uuid(), email: z.string(), name: z.string(), role: z.enum(ROLES), disabledAt: z.string().nullable() });
const character = z.looseObject({ id: z.uuid(), title: z.string(), slug: z.string(), status: z.enum(['draft', 'published']) });
const rate = z.looseObject({ code: z.string().length(3), rate: z.union([z.number(), z.string()]) });
const audit = z.looseObject({ id: z.number().int(), action: z.string(), entity: z.string(), changes: z.unknown(), ip: z.string().nullable() });
const order = z.looseObject({ id: z.uuid() });
const job = z.looseObject({ id: z.uuid(), number: z.number().int(), title: z.string(), status: z.string(), customerEmail: z.string() });
const announcement = z.looseObject({ id: z.uuid(), title: z.string(), audience: z.string(), channels: z.array(z.string()), status: z.enum(['sending', 'sent']), reach: z.record(z.string(), z.number().int()) });
/** A bulk action's answer: the rows changed, and each refused row with why. */
const bulkResult = z.object({ changed: z.array(z.uuid()), refused: z.array(z.object({ id: z.uuid(), message: z.string() })) });

/** The editor's live slug check: the query and the answer. */
export const slugCheckQuery = z.object({
  slug: z.string().trim().toLowerCase().min(1).max(80).regex(/^[a-z0-9-]+$/, 'Use lowercase letters, digits and hyphens.'),
  except: z.uuid().optional(),
});

export const adminApi = {
  users: endpoint('GET', '/admin/users', { response: page(adminUser) }),
  userRole: endpoint('POST', '/admin/users/:id/role', { request: userRoleSchema, response: adminUser }),
  userDisable: endpoint('POST', '/admin/users/:id/disable', { request: userDisableSchema, response: adminUser }),
  bulkDisable: endpoint('POST', '/admin/users/disable', { request: bulkUserDisableSchema, response: bulkResult }),
  jobs: endpoint('GET', '/admin/jobs', { response: page(job) }),
  bulkJobAction: endpoint('POST', '/admin/jobs/action', { request: bulkJobActionSchema, response: bulkResult }),
  endSessions: endpoint('POST', '/admin/users/:id/end-sessions', { response: z.object({ ended: z.literal(true) }) }),
  audit: endpoint('GET', '/admin/audit', { response: page(audit) }),
  orders: endpoint('GET', '/admin/orders', { response: page(order) }),
  orderRefund: endpoint('POST', '/admin/orders/:id/refund', { request: orderRefundSchema, response: z.looseObject({ number: z.string(), lines: z.number().int(), cents: z.number().int(), credits: z.number().int(), orderRefunded: z.boolean() }) }),
  orderReceipt: endpoint('POST', '/admin/orders/:id/receipt', { response: z.object({ to: z.string() }) }),
  orderLicence: endpoint('POST', '/admin/orders/:id/licence', { request: orderLicenceSchema, response: z.object({ granted: z.boolean() }) }),
  credits: endpoint('POST', '/admin/credits', { request: creditAdjustmentSchema, response: z.looseObject({ balance: z.number().int() }) }),
  announce: endpoint('POST', '/admin/announcements', {
    request: announcementRequest,
    response: z.object({ announcement: announcement, audience: z.object({ accounts: z.number().int(), devices: z.number().int() }) }),
  }),
  announcements: endpoint('GET', '/admin/announcements', { response: rows(announcement) }),
  characters: endpoint('GET', '/admin/characters', { response: page(character) }),
  createCharacter: endpoint('POST', '/admin/characters', { response: character }),
  updateCharacter: endpoint('POST', '/admin/characters/:id', { response: character }),
  characterSlug: endpoint('GET', '/admin/characters/slug', { response: z.object({ slug: z.string(), available: z.boolean() }) }),
  tutorialSlug: endpoint('GET', '/admin/tutorials/slug', { response: z.object({ slug: z.string(), available: z.boolean() }) }),
  bulkStatus: endpoint('POST', '/admin/characters/status', { request: bulkStatusSchema, response: bulkResult }),
  characterStatus: endpoint('POST', '/admin/characters/:id/status', { request: characterStatusSchema, response: character }),
  setMembers: endpoint('POST', '/admin/characters/:id/members', { request: setMembersSchema, response: z.object({ memberIds: z.array(z.uuid()) }) }),
  uploadFile: endpoint('POST', '/admin/characters/:id/files', { response: withId }),
  deleteFile: endpoint('DELETE', '/admin/characters/:id/files/:fileId', { response: z.undefined() }),
  characterTypes: endpoint('GET', '/admin/character-types', { response: rows(withId) }),
  createCharacterType: endpoint('POST', '/admin/character-types', { response: withId }),
  updateCharacterType: endpoint('POST', '/admin/character-types/:id', { response: withId }),
  currencyRates: endpoint('GET', '/admin/currency-rates', { response: rows(rate) }),
  saveCurrencyRate: endpoint('POST', '/admin/currency-rates', { request: currencyRateSchema, response: rate }),
  deleteCurrencyRate: endpoint('DELETE', '/admin/currency-rates/:code', { response: z.undefined() }),
  customizeLevels: endpoint('GET', '/admin/customize-levels', { response: rows(withId) }),
  createCustomizeLevel: endpoint('POST', '/admin/customize-levels', { response: withId }),
  updateCustomizeLevel: endpoint('POST', '/admin/customize-levels/:id', { response: withId }),
  socialLinks: endpoint('GET', '/admin/social-links', { response: rows(withId) }),
  createSocialLink: endpoint('POST', '/admin/social-links', { response: withId }),
  updateSocialLink: endpoint('POST', '/admin/social-links/:id', { response: withId }),
  deleteSocialLink: endpoint('DELETE', '/admin/social-links/:id', { response: z.undefined() }),
  tutorials: endpoint('GET', '/admin/tutorials', { response: page(withId) }),
  createTutorial: endpoint('POST', '/admin/tutorials', { response: withId }),
  updateTutorial: endpoint('POST', '/admin/tutorials/:id', { response: withId }),
  deleteTutorial: endpoint('DELETE', '/admin/tutorials/:id', { response: z.undefined() }),
};
