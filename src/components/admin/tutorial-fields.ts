import type { AdminField } from '#/islands/AdminForm.tsx';
import { LEVEL_LABELS, TUTORIAL_LEVELS } from '#/lib/tutorial-body.ts';
import type { TutorialRow } from '#/server/db/schema.ts';

/** The tutorial form's fields, shared by the new and edit pages. */
export function tutorialFields(row?: TutorialRow): AdminField[] {
  const keep = row ? ' Leave empty to keep the current one.' : '';
  return [
    { name: 'title', label: 'Title', type: 'text', value: row?.title, required: true },
    { name: 'slug', label: 'Slug', type: 'text', value: row?.slug, hint: 'The address: /tutorials/{slug}. Filled from the title; edit it if you like (lowercase letters, digits and hyphens).', required: true },
    { name: 'summary', label: 'Summary', type: 'textarea', value: row?.summary, hint: 'Shown in the list (300 characters at most).' },
    { name: 'level', label: 'Level', type: 'select', value: row?.level ?? 'beginner', options: TUTORIAL_LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] })) },
    {
      name: 'body', label: 'Text', type: 'textarea', value: row?.body,
      hint: 'Paragraphs separated by an empty line. "## " starts a heading, "1. " a numbered step, "- " a bullet, "> " a tip; **bold**, [link](/cartoon-characters/slug) and ![description](/path.svg "caption"). Preview shows the result.',
    },
    { name: 'video', label: 'Video', type: 'file', accept: 'video/mp4', required: !row, hint: `MP4, up to 100 MB.${keep}` },
    { name: 'captions', label: 'Captions', type: 'file', accept: '.vtt,text/vtt', hint: `WebVTT (.vtt), up to 1 MB: checked line by line before the upload.${row?.captionsKey ? keep : ''}` },
    { name: 'thumbnail', label: 'Thumbnail', type: 'file', accept: 'image/png,image/jpeg,image/webp', required: !row, hint: `PNG, JPEG or WebP, 16:9, up to 3 MB.${keep}` },
    { name: 'published', label: 'Published', type: 'checkbox', value: row?.published ?? false },
  ];
}
