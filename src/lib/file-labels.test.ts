import { describe, expect, it } from 'vitest';
import { byFormatAndPose, downloadLabel, formatFileSize } from './file-labels.ts';

describe('download labels', () => {
  it('names the pose of a format that comes in several files, and a set bundle as a ZIP', () => {
    expect(downloadLabel({ format: 'PNG', variant: '', fileName: 'pirate-pete.png' })).toBe('PNG');
    expect(downloadLabel({ format: 'PNG', variant: 'three-quarter', fileName: 'pirate-pete-three-quarter.png' })).toBe('PNG, three-quarter view');
    expect(downloadLabel({ format: 'SVG', variant: '', fileName: 'forest-friends-set-svg.zip' })).toBe('SVG (ZIP)');
    expect(downloadLabel({ format: 'FLA', fileName: 'pirate-pete.fla' })).toBe('FLA');
  });

  it('names each Lottie and sprite-sheet file by its animation and kind of file', () => {
    expect(downloadLabel({ format: 'LOTTIE', variant: '', fileName: 'pirate-pete.lottie' })).toBe('Lottie, every animation (dotLottie)');
    expect(downloadLabel({ format: 'LOTTIE', variant: 'walk', fileName: 'pirate-pete-walk.json' })).toBe('Lottie, walk (JSON)');
    expect(downloadLabel({ format: 'SPRITES', variant: 'walk', fileName: 'pirate-pete-walk-sheet.png' })).toBe('Sprite sheet, walk (PNG)');
    expect(downloadLabel({ format: 'SPRITES', variant: 'walk-data', fileName: 'pirate-pete-walk-sheet.json' })).toBe('Sprite sheet, walk (JSON)');
    expect(downloadLabel({ format: 'LOTTIE', variant: '', fileName: 'forest-friends-set-lottie.zip' })).toBe('Lottie (ZIP)');
  });

  it('writes sizes in KB below a megabyte and in MB above', () => {
    expect(formatFileSize(812 * 1024)).toBe('812 KB');
    expect(formatFileSize(3.44 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatFileSize(10)).toBe('1 KB');
  });

  it('lists the poses of a format front first, as the gallery shows them', () => {
    const files = [{ format: 'PNG', variant: 'expressions' }, { format: 'EPS', variant: '' }, { format: 'PNG', variant: '' }, { format: 'PNG', variant: 'three-quarter' }];
    expect(files.sort(byFormatAndPose).map((f) => `${f.format}:${f.variant}`)).toEqual(['EPS:', 'PNG:', 'PNG:three-quarter', 'PNG:expressions']);
  });
});
