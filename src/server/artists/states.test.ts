import { describe, expect, it } from 'vitest';
import { artistMay } from './states.ts';

describe('what an artist may do to their character', () => {
  it('changes files of a published character (into the revision), never while in review', () => {
    expect(artistMay('files', 'approved', true)).toBe(true);
    expect(artistMay('files', 'in_review', true)).toBe(false);
    expect(artistMay('files', 'rejected', false)).toBe(false);
  });

  it('sends a published character again only with something waiting for review', () => {
    expect(artistMay('submit', 'approved', true, false)).toBe(false);
    expect(artistMay('submit', 'approved', true, true)).toBe(true);
    expect(artistMay('submit', 'changes_requested', true)).toBe(true);
    expect(artistMay('submit', 'in_review', true, true)).toBe(false);
  });
});
