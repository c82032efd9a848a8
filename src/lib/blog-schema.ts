import { z } from 'astro/zod';

/** The blog's topics: slug (used in URLs and frontmatter) and the label readers see. */
export const TOPICS = {
  'character-design': 'Character design',
  'animation-principles': 'Animation principles',
  'animation-cost': 'Animation cost and outsourcing',
  careers: 'Careers in animation',
  'custom-service': 'The custom character service',
} as const;

export type Topic = keyof typeof TOPICS;
export const TOPIC_SLUGS = Object.keys(TOPICS) as [Topic, ...Topic[]];

/**
 * The article frontmatter. `image` is the content layer's image() helper in
 * content.config.ts; tests pass a plain string schema to validate the raw files.
 */
export function blogSchema<I extends z.ZodType>(image: () => I) {
  return z
    .object({
      title: z.string().min(10).max(90),
      description: z.string().min(50).max(160),
      topic: z.enum(TOPIC_SLUGS),
      tags: z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)).min(1).max(6),
      pubDate: z.coerce.date(),
      updatedDate: z.coerce.date(),
      author: z.string().min(3),
      cover: image(),
      coverAlt: z.string().min(5),
      draft: z.boolean().optional().default(false),
    })
    .refine((data) => data.updatedDate >= data.pubDate, { message: 'updatedDate is before pubDate', path: ['updatedDate'] });
}
