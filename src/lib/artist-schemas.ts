import { z } from './zod.ts';

/** The artist's and the reviewer's forms: validated in the browser before sending and again by the API. */
const note = z.string().trim().max(2000).default('');

export const artistProfileSchema = z.object({
  displayName: z.string().trim().min(2, 'Your name needs at least 2 characters.').max(60),
  bio: z.string().trim().max(2000, 'Keep the bio under 2000 characters.').default(''),
  // One address a line (or space-separated); https only, so a profile never links to a page that can be read or changed in transit.
  links: z.string().trim().max(1000).default('').refine(
    (v) => v.split(/\s+/).filter(Boolean).every((u) => /^https:\/\/[^\s/$.?#][^\s]*$/i.test(u) && URL.canParse(u)),
    'Links must be full addresses starting with https://',
  ).refine((v) => v.split(/\s+/).filter(Boolean).length <= 5, 'Up to 5 links.'),
});
export type ArtistProfileInput = z.infer<typeof artistProfileSchema>;

export const REVIEW_CHECKS = { licence: 'The art is the artist\'s own (licence)', quality: 'Technical quality of files and previews', naming: 'Title, description and tags', pricing: 'Pricing is sensible' } as const;

export const reviewDecisionSchema = z.object({
  decision: z.enum(['approve', 'request_changes', 'reject'], { message: 'Choose approve, request changes or reject.' }),
  // The version the reviewer read: a decision on anything newer (or already decided) is a conflict.
  version: z.coerce.number().int().min(1),
  checklist: z.array(z.enum(Object.keys(REVIEW_CHECKS) as [keyof typeof REVIEW_CHECKS])).max(4).default([]),
  title: note,
  description: note,
  pricing: note,
  files: note,
  previews: note,
  general: note,
}).refine((d) => d.decision === 'approve' || [d.title, d.description, d.pricing, d.files, d.previews, d.general].some(Boolean), {
  path: ['general'], message: 'Tell the artist what to change or why: write at least one note.',
}).refine((d) => d.decision !== 'approve' || d.checklist.length === 4, {
  path: ['checklist'], message: 'Tick every check before approving.',
});
export type ReviewDecisionInput = z.infer<typeof reviewDecisionSchema>;

/**
 * The artist's answer to each note of the last review (only notes the reviewer wrote are kept). The fields
 * are named `answer_<note field>`: the form shares its page with the character's own fields (title…).
 */
const answer = z.string().trim().max(2000, 'Keep each answer under 2000 characters.').default('');
export const reviewAnswersSchema = z.object({
  answer_title: answer, answer_description: answer, answer_pricing: answer, answer_files: answer, answer_previews: answer, answer_general: answer,
})
  .refine((d) => Object.values(d).some(Boolean), { path: ['answer_general'], message: 'Write at least one answer.' });
export type ReviewAnswersInput = z.infer<typeof reviewAnswersSchema>;
