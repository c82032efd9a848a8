/** Articles about custom orders speak the account's language: the badge and timeline words, never the raw status codes. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from '#/lib/jobs/machine.ts';
import { STATUS_LABELS, TIMELINE_STEPS } from '#/lib/jobs/timeline.ts';

const dir = path.resolve('src/content/blogs');
const read = (slug: string) => fs.readFileSync(path.join(dir, `${slug}.mdx`), 'utf8');
const codes = new RegExp(`\\b(${JOB_STATUSES.join('|')})\\b`);

describe('custom-order status words in the blog', () => {
  it('no article (nor its pictures) shows a raw status code', () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.mdx')).map((f) => path.join(dir, f));
    const images = fs.readdirSync(path.join(dir, 'images')).filter((f) => f.endsWith('.svg')).map((f) => path.join(dir, 'images', f));
    const raw = [...files, ...images].filter((file) => codes.test(fs.readFileSync(file, 'utf8'))).map((file) => path.basename(file));
    expect(raw).toEqual([]);
  });

  it('the custom-orders article names every badge and timeline step the account shows', () => {
    const text = read('how-custom-character-orders-work');
    const missing = [...Object.values(STATUS_LABELS), ...TIMELINE_STEPS.map((s) => s.label)].filter((words) => !text.includes(words));
    expect(missing).toEqual([]);
  });
});
