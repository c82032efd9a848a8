import { z } from '#/lib/zod.ts';
import { setMembersSchema } from '#/lib/admin-schemas.ts';
import { reviewAnswersSchema, reviewDecisionSchema } from '#/lib/artist-schemas.ts';
import { endpoint } from './contract.ts';

/**
 * Artists' own characters (the contributor area) and their review by admins. The character and
 * profile forms post multipart with the fields of src/lib/admin-schemas.ts (artistCharacter,
 * artistProfile); submit, unpublish and review decisions are JSON.
 */
const STATES = ['draft', 'in_review', 'changes_requested', 'approved', 'rejected', 'unpublished'] as const;
const character = z.looseObject({ id: z.uuid(), title: z.string(), slug: z.string(), status: z.enum(['draft', 'published']) });
const submission = z.looseObject({ characterId: z.uuid(), state: z.enum(STATES), version: z.number().int() });
const profile = z.looseObject({ userId: z.uuid(), slug: z.string(), displayName: z.string(), links: z.array(z.string()) });

export const artistsApi = {
  createCharacter: endpoint('POST', '/contributor/characters', { response: character }),
  // A draft answers the character; a published one's revision answers its submission (now in review).
  updateCharacter: endpoint('POST', '/contributor/characters/:id', { response: z.union([character, submission]) }),
  // A set: the same multipart fields as a character; then its members (the artist's own published characters).
  createSet: endpoint('POST', '/contributor/sets', { response: character }),
  setMembers: endpoint('POST', '/contributor/characters/:id/members', { request: setMembersSchema, response: z.object({ members: z.array(z.looseObject({ id: z.uuid(), title: z.string() })) }) }),
  uploadFile: endpoint('POST', '/contributor/characters/:id/files', { response: z.looseObject({ id: z.uuid() }) }),
  deleteFile: endpoint('DELETE', '/contributor/characters/:id/files/:fileId', { response: z.undefined() }),
  submit: endpoint('POST', '/contributor/characters/:id/submit', { response: submission }),
  unpublish: endpoint('POST', '/contributor/characters/:id/unpublish', { response: submission }),
  profile: endpoint('POST', '/contributor/profile', { response: profile }),
  answerNotes: endpoint('POST', '/contributor/characters/:id/answers', { request: reviewAnswersSchema, response: z.object({ answers: z.record(z.string(), z.string()) }) }),
  decide: endpoint('POST', '/admin/review/:id', { request: reviewDecisionSchema, response: submission }),
};
