import { describe, expect, it } from 'vitest';
import { notesWithAnswers, snapshotChanges, snapshotOf } from './review-loop.ts';

const shown = { title: 'Pixel Pipp', description: 'A robot', tags: ['pixel', 'robot'], priceType: 'currency', priceStandard: 12000, priceExtended: 24000, discountPercent: null };
const eps = { format: 'EPS', fileName: 'pip.eps', checksum: 'aaa' };

describe('the review loop', () => {
  it('names every change since the reviewer read it: details, previews and files by format', () => {
    const before = snapshotOf(shown, { previewKey: 'p1', videoKey: null }, [eps, { format: 'AI', fileName: 'pip.ai', checksum: 'x' }]);
    const after = snapshotOf({ ...shown, title: 'Pixel Pip', discountPercent: 10 }, { previewKey: 'p2', videoKey: 'v1' }, [{ ...eps, checksum: 'bbb' }, { format: 'PNG', fileName: 'pip.png', checksum: 'y' }]);
    expect(snapshotChanges(before, after)).toEqual([
      'Title: Pixel Pipp → Pixel Pip',
      'Discount: None → 10 %',
      'A new preview image',
      'A new preview video',
      'Removed the AI file',
      'Replaced the EPS file',
      'Added the PNG file',
    ]);
    expect(snapshotChanges(before, before)).toEqual([]);
  });

  it('pairs each note with its answer, in the artist’s reading order', () => {
    expect(notesWithAnswers({ notes: { general: 'Sharper lines', title: 'Typo' }, answers: { title: 'Fixed' } })).toEqual([
      { field: 'title', label: 'Title and naming', note: 'Typo', answer: 'Fixed' },
      { field: 'general', label: 'General', note: 'Sharper lines', answer: '' },
    ]);
  });
});
