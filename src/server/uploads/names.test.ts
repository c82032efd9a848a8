import { describe, expect, it } from 'vitest';
import { cleanUploadName, uniqueName } from './names.ts';

describe('upload names', () => {
  it('keeps the name the artist gave, with the extension of what the file is', () => {
    expect(cleanUploadName('Sunny Blob – waving.png', 'png')).toBe('Sunny Blob – waving.png');
    expect(cleanUploadName('photo.JPEG', 'jpg')).toBe('photo.jpeg');
    expect(cleanUploadName('logo.svg', 'png')).toBe('logo.svg.png');
    expect(cleanUploadName('drawing', 'svg')).toBe('drawing.svg');
  });

  it('drops folders, control and reserved characters, and leading dots', () => {
    expect(cleanUploadName('../../etc/passwd.png', 'png')).toBe('passwd.png');
    expect(cleanUploadName('C:\\Users\\me\\arm "left".png', 'png')).toBe('arm _left_.png');
    expect(cleanUploadName('a\u0000b\nc.png', 'png')).toBe('a_b_c.png');
    expect(cleanUploadName('.htaccess', 'png', 'sunny-blob')).toBe('htaccess.png');
    expect(cleanUploadName('...', 'png', 'sunny-blob')).toBe('sunny-blob.png');
    expect(cleanUploadName('icon.png.html', 'png')).toBe('icon.png.html.png');
  });

  it('keeps names at most 120 characters, extension included', () => {
    const name = cleanUploadName(`${'a'.repeat(300)}.png`, 'png');
    expect(name).toHaveLength(120);
    expect(name.endsWith('.png')).toBe(true);
  });

  it('numbers a second file of the same name', () => {
    expect(uniqueName('sunny.png', [])).toBe('sunny.png');
    expect(uniqueName('sunny.png', ['Sunny.png'])).toBe('sunny-2.png');
    expect(uniqueName('sunny.png', ['sunny.png', 'sunny-2.png'])).toBe('sunny-3.png');
  });
});
