import { describe, expect, it } from 'vitest';
import { fileProblem } from './upload-check.ts';

const thumb = { label: 'tutorial thumbnail', maxBytes: 3 * 1024 * 1024, extensions: ['png', 'jpg', 'jpeg', 'webp'], ratios: [{ w: 16, h: 9 }] };

describe('the browser check of a chosen file', () => {
  it('accepts a file of the right type, size and shape', () => {
    expect(fileProblem({ name: 'a.PNG', size: 1000 }, thumb, { width: 1920, height: 1080 })).toBeNull();
  });
  it('names the wrong type, the size limit and the wanted ratio', () => {
    expect(fileProblem({ name: 'a.gif', size: 10 }, thumb)).toBe('"a.gif" is not a PNG, JPG, JPEG, WEBP file, the types a tutorial thumbnail may be.');
    expect(fileProblem({ name: 'a.png', size: 4 * 1024 * 1024 }, thumb)).toBe('"a.png" is 4 MB; a tutorial thumbnail is at most 3 MB.');
    expect(fileProblem({ name: 'a.png', size: 10 }, thumb, { width: 800, height: 800 })).toBe('"a.png" is 800×800; a tutorial thumbnail must be 16:9.');
  });
});
