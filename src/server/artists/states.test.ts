import { describe, expect, it } from 'vitest';
import { artistMay, characterState, stateLine } from './states.ts';

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

describe('one state for every character, and its history in words', () => {
  it('reads an artist character from its submission and the store’s own from the shop', () => {
    expect(characterState('draft', 'unpublished')).toBe('unpublished');
    expect(characterState('published', null)).toBe('approved');
    expect(characterState('draft', undefined)).toBe('draft');
  });

  it('says who changed the state and why', () => {
    expect(stateLine({ state: 'unpublished', byRole: 'staff', reason: 'Rights complaint' })).toBe('Unpublished by staff: Rights complaint');
    expect(stateLine({ state: 'unpublished', byRole: 'artist', reason: null })).toBe('Unpublished by you');
    expect(stateLine({ state: 'in_review', byRole: 'artist', reason: null })).toBe('Submitted for review');
    expect(stateLine({ state: 'approved', byRole: 'reviewer', reason: null })).toBe('Published by a reviewer');
    expect(stateLine({ state: 'removed', byRole: 'staff', reason: 'Copied art' })).toBe('Removed by staff: Copied art');
  });

  it('locks a removed character', () => {
    for (const action of ['edit', 'files', 'submit', 'unpublish'] as const) expect(artistMay(action, 'removed', false)).toBe(false);
  });
});
