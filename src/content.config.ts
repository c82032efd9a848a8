import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { blogSchema } from './lib/blog-schema.ts';

const blogs = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/blogs' }),
  schema: ({ image }) => blogSchema(image),
});

export const collections = { blogs };
