import { z } from '#/lib/zod.ts';
import { endpoint } from './contract.ts';

/**
 * The character maker: designs saved to the account ("My designs"), a design bought (the server
 * makes its character and prepares the files) and the buyer's view of those files being made.
 * Designs travel as JSON; the server parses them with src/lib/maker/design.ts (known parts only).
 */
const saved = z.object({ id: z.string(), name: z.string(), code: z.string(), savedAt: z.coerce.date() });
const designBody = z.object({ design: z.unknown() });
const plan = z.enum(['standard', 'extended']);

export const makerApi = {
  listDesigns: endpoint('GET', '/maker/designs', { response: z.object({ designs: z.array(saved) }) }),
  saveDesign: endpoint('POST', '/maker/designs', { request: designBody, response: z.object({ design: saved }) }),
  deleteDesign: endpoint('DELETE', '/maker/designs/:id', { response: z.object({ ok: z.literal(true) }) }),
  buy: endpoint('POST', '/maker/characters', {
    request: designBody,
    response: z.object({ characterId: z.string(), slug: z.string(), title: z.string(), owned: z.array(plan), prices: z.object({ standard: z.number().int(), extended: z.number().int() }) }),
  }),
  files: endpoint('GET', '/maker/characters/:id/files', {
    response: z.object({ title: z.string(), ready: z.array(z.object({ id: z.string(), format: z.string(), fileName: z.string(), size: z.number() })), expected: z.array(z.string()), done: z.boolean() }),
  }),
};
