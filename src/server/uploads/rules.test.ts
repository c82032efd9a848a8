import { describe, expect, it } from 'vitest';
import { matchFormat, matchesRatio, ratioMessage, ruleFor, sizeMessage } from './rules.ts';

describe('upload rules', () => {
  it('accepts a PNG by its content whatever its name, and refuses an executable named .png', () => {
    const preview = ruleFor('character-preview');
    expect(matchFormat(preview, 'hero.PNG', 'png')).toEqual({ format: 'png' });
    expect(matchFormat(preview, 'hero.jpg', 'png')).toEqual({ format: 'png' });
    const refused = matchFormat(preview, 'setup.png', 'exe');
    expect(refused).toEqual({ error: expect.stringContaining('"setup.png" is not a PNG, JPEG or WebP file: its content is EXE') });
  });

  it('refuses SVG with a reason', () => {
    expect(matchFormat(ruleFor('social-link-icon'), 'logo.svg', 'xml')).toEqual({ error: expect.stringContaining('SVG is refused because it can carry scripts') });
  });

  it('tells Illustrator files from PDFs by name, and refuses a bare PDF as a character source', () => {
    const source = ruleFor('character-source');
    expect(matchFormat(source, 'hero.ai', 'pdf')).toEqual({ format: 'ai' });
    expect(matchFormat(source, 'hero.pdf', 'pdf')).toHaveProperty('error');
    expect(matchFormat(source, 'rig.fla', 'zip')).toEqual({ format: 'fla' });
    expect(matchFormat(source, 'rig.zip', 'zip')).toHaveProperty('error');
    expect(matchFormat(ruleFor('job-work'), 'brief.pdf', 'pdf')).toEqual({ format: 'pdf' });
  });

  it('says which limit a file broke', () => {
    expect(sizeMessage(ruleFor('tutorial-thumbnail'), 'big.png')).toBe('"big.png" is larger than 3 MB, the limit for a tutorial thumbnail.');
    expect(sizeMessage(ruleFor('tutorial-video'), 'long.mp4')).toContain('100 MB');
  });

  it('checks aspect ratios within 1 %', () => {
    expect(matchesRatio(1920, 1080, { w: 16, h: 9 })).toBe(true);
    expect(matchesRatio(854, 480, { w: 16, h: 9 })).toBe(true);
    expect(matchesRatio(800, 600, { w: 16, h: 9 })).toBe(false);
    expect(ratioMessage(ruleFor('tutorial-thumbnail'), 't.png', 800, 800)).toBe('"t.png" is 800×800 (1:1); a tutorial thumbnail must be 16:9.');
    expect(ratioMessage(ruleFor('character-type-video'), 'v.mp4', 1080, 1920)).toBeNull();
    expect(ratioMessage(ruleFor('character-type-video'), 'v.mp4', 1920, 1080)).toContain('must be 9:16 or 1:1');
    expect(ratioMessage(ruleFor('character-preview'), 'p.png', 3000, 100)).toBeNull();
  });
});
