import { SITE_NAME } from './site.ts';
import { plainText, type Block } from './tutorial-body.ts';

type LdTutorial = { slug: string; title: string; summary: string; publishedAt: Date | null; updatedAt: Date; thumbnailKey: string | null; videoKey: string | null };

/**
 * A tutorial's structured data: a HowTo with its numbered steps (and the video) when the text has
 * steps, an Article otherwise. Addresses are absolute, on `site`.
 */
export function tutorialLd(t: LdTutorial, blocks: Block[], minutes: number, site: URL): Record<string, unknown> {
  const url = new URL(`/tutorials/${t.slug}`, site).href;
  const image = t.thumbnailKey ? new URL(`/files/${t.thumbnailKey}`, site).href : undefined;
  const published = (t.publishedAt ?? t.updatedAt).toISOString();
  const common = { name: t.title, description: t.summary || t.title, url, image, datePublished: published, dateModified: t.updatedAt.toISOString() };
  const video = t.videoKey && image
    ? { '@type': 'VideoObject', name: t.title, description: t.summary || t.title, thumbnailUrl: image, contentUrl: new URL(`/files/${t.videoKey}`, site).href, uploadDate: published }
    : undefined;
  const steps = blocks.flatMap((b) => (b.kind === 'steps' ? b.items.map(plainText) : []));
  if (steps.length === 0) {
    return { '@type': 'Article', headline: t.title, ...common, mainEntityOfPage: url, publisher: { '@type': 'Organization', name: SITE_NAME, url: new URL('/', site).href } };
  }
  return {
    '@type': 'HowTo',
    ...common,
    totalTime: `PT${minutes}M`,
    ...(video ? { video } : {}),
    step: steps.map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text, url: `${url}#step-${i + 1}` })),
  };
}
