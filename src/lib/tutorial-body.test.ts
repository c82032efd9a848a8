import { describe, expect, it } from 'vitest';
import { linkedCharacterSlugs, parseInline, parseTutorialBody, readingMinutes, stepsOf } from './tutorial-body.ts';

describe('tutorial body', () => {
  it('reads headings, numbered steps, lists, notes, figures and paragraphs', () => {
    const blocks = parseTutorialBody(['Intro with **bold**.', '## Open it', '1. First\n2. Second\n   continued', '- a\n- b', '> Tip: note', '![Alt](/tutorials/illustrations/x.svg "Caption")'].join('\n\n'));
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'heading', 'steps', 'list', 'note', 'figure']);
    expect(blocks[1]).toMatchObject({ level: 2, text: 'Open it', id: 'open-it' });
    expect(stepsOf(blocks)).toEqual(['First', 'Second continued']);
    expect(blocks[5]).toEqual({ kind: 'figure', alt: 'Alt', src: '/tutorials/illustrations/x.svg', caption: 'Caption' });
  });

  it('keeps markup as text and links only to this site or https', () => {
    expect(parseInline('<script>x</script> [ok](/cartoon-characters/pirate-pete) [bad](javascript:alert) [web](https://example.com/a)')).toEqual([
      { kind: 'text', text: '<script>x</script> ' },
      { kind: 'link', text: 'ok', href: '/cartoon-characters/pirate-pete' },
      { kind: 'text', text: ' ' },
      { kind: 'text', text: 'bad' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'web', href: 'https://example.com/a' },
    ]);
    expect(parseTutorialBody('![x](https://evil.test/a.svg)')[0]?.kind).toBe('paragraph');
    expect(parseInline('[x](//evil.test)')).toEqual([{ kind: 'text', text: 'x' }]);
  });

  it('finds the linked characters once each, in order, and a reading time', () => {
    expect(linkedCharacterSlugs('[A](/cartoon-characters/a-b) and [C](/cartoon-characters/c) and [A](/cartoon-characters/a-b) [no](/tutorials/x)')).toEqual(['a-b', 'c']);
    expect(readingMinutes('word '.repeat(50))).toBe(1);
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
  });
});
