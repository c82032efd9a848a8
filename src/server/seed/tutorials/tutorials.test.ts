import { describe, expect, it } from 'vitest';
import { tutorialSchema } from '#/lib/admin-schemas.ts';
import { linkedCharacterSlugs, parseTutorialBody, stepsOf, TUTORIAL_LEVELS } from '#/lib/tutorial-body.ts';
import { SEED_SETS } from '#/server/seed/catalogue-data.ts';
import { demoCharacterSlugs } from './art/draw.ts';
import { TUTORIAL_SEEDS } from './index.ts';
import { illustrations } from './illustrations.ts';
import { captionsOf, illustrationPath, videoSeconds, vttTime } from './model.ts';
import { parseVtt } from './vtt.ts';

const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const seededSlugs = new Set([...demoCharacterSlugs(), ...SEED_SETS.map((s) => slugify(s.title))]);
const TOPICS = [/EPS and AI/, /Rig/, /Lip-sync/, /video edit/, /presentations|PowerPoint/, /FLA/, /colours/, /licence/i];

describe('the demo tutorials', () => {
  it('are eight or more, one per topic of issue 21, with unique slugs', () => {
    expect(TUTORIAL_SEEDS.length).toBeGreaterThanOrEqual(8);
    for (const topic of TOPICS) expect(TUTORIAL_SEEDS.some((t) => topic.test(t.title)), String(topic)).toBe(true);
    expect(new Set(TUTORIAL_SEEDS.map((t) => t.slug)).size).toBe(TUTORIAL_SEEDS.length);
  });

  it.each(TUTORIAL_SEEDS.map((t) => [t.slug, t] as const))('%s passes the admin form rules and has numbered steps', (_slug, t) => {
    expect(() => tutorialSchema.parse({ title: t.title, slug: t.slug, summary: t.summary, body: t.body, published: 'on' })).not.toThrow();
    expect(TUTORIAL_LEVELS).toContain(t.level);
    expect(t.formats.every((f) => ['EPS', 'AI', 'SVG', 'PNG', 'MP4', 'FLA', 'LOTTIE'].includes(f))).toBe(true);
    expect(stepsOf(parseTutorialBody(t.body)).length).toBeGreaterThanOrEqual(4);
  });

  it.each(TUTORIAL_SEEDS.map((t) => [t.slug, t] as const))('%s links only characters the seeder creates, and at least one', (_slug, t) => {
    const linked = linkedCharacterSlugs(t.body);
    expect(linked.length).toBeGreaterThan(0);
    for (const slug of linked) expect(seededSlugs.has(slug), slug).toBe(true);
  });

  it.each(TUTORIAL_SEEDS.map((t) => [t.slug, t] as const))('%s shows every diagram it draws, and draws every one it shows', (_slug, t) => {
    const shown = parseTutorialBody(t.body).flatMap((b) => (b.kind === 'figure' ? [b] : []));
    expect(shown.length).toBeGreaterThan(0);
    const drawn = new Set(illustrations().map((i) => `/tutorials/illustrations/${i.name}.svg`));
    for (const figure of shown) {
      expect(drawn.has(figure.src), figure.src).toBe(true);
      expect(figure.alt.length).toBeGreaterThan(10);
    }
    for (const name of Object.keys(t.diagrams)) expect(shown.map((f) => f.src)).toContain(illustrationPath(t.slug, name));
  });

  it('draws diagrams and covers as well-formed SVG with a title', () => {
    for (const { svg } of illustrations()) {
      const doc = svg();
      expect(doc).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*><title>[^<]{10,}<\/title>/);
      expect(doc).not.toMatch(/NaN|undefined/);
    }
  });
});

describe('the demo tutorials’ captions', () => {
  it('writes WebVTT times', () => {
    expect(vttTime(0)).toBe('00:00:00.000');
    expect(vttTime(83.25)).toBe('00:01:23.250');
  });

  it.each(TUTORIAL_SEEDS.map((t) => [t.slug, t] as const))('%s: a WebVTT header, cues in order, all within the video', (_slug, t) => {
    const cues = parseVtt(captionsOf(t.video));
    const duration = videoSeconds(t.video);
    expect(duration).toBeGreaterThan(5);
    expect(duration).toBeLessThanOrEqual(15);
    expect(cues.length).toBe(t.video.length);
    let last = 0;
    for (const cue of cues) {
      expect(cue.start).toBeGreaterThanOrEqual(last);
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.end).toBeLessThanOrEqual(duration);
      expect(cue.text.length).toBeGreaterThan(10);
      last = cue.end;
    }
    expect(last).toBeCloseTo(duration, 3);
  });

  it('refuses captions a browser would not show', () => {
    expect(() => parseVtt('1\n00:00:00.000 --> 00:00:01.000\nHi\n')).toThrow(/WEBVTT/);
    expect(() => parseVtt('WEBVTT\n\n1\n00:00.5 --> 00:00:01.000\nHi\n')).toThrow(/time/);
    expect(() => parseVtt('WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\n')).toThrow(/empty|timings/);
  });
});
