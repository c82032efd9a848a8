import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { characterDescription } from './descriptions.ts';
import { ogCardSvg, priceBand, wrapTitle } from './og-card.ts';
import { svgToPng } from './og-image.ts';

const priced = { priceType: 'currency', priceStandard: 1250, priceExtended: 4000, discountPercent: 10 } as const;

describe('social cards', () => {
  it('show the price band of the Standard licence', () => {
    expect(priceBand(priced)).toBe('From $11.25');
    expect(priceBand({ ...priced, priceType: 'credits', priceStandard: 12, discountPercent: null })).toBe('From 12 credits');
    expect(priceBand({ ...priced, priceType: 'free' })).toBe('Free sample');
  });

  it('wrap long names on at most three lines', () => {
    expect(wrapTitle('Bolt the Robot')).toEqual(['Bolt the Robot']);
    expect(wrapTitle('The Very Long Named Friendly Neighbourhood Robot Helper Squad')).toEqual(['The Very Long', 'Named Friendly', 'Neighbourhood…']);
  });

  it('render to a 1200×630 PNG with the character picture', async () => {
    const picture = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#3366ff' } }).png().toBuffer();
    const png = await svgToPng(ogCardSvg({ title: 'Bolt & the <Robots>', kicker: 'Character set · Robots', band: 'From $11.25', picture: true }), picture);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    const { data } = await sharp(png).extract({ left: 300, top: 300, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x33, 0x66, 0xff]);
  });
});

describe('character meta descriptions', () => {
  it('start with the name, stay within 160 characters and end on a whole word', () => {
    const text = characterDescription({ ...priced, title: 'Bolt', kind: 'graphi', typeName: 'Robots', formats: ['EPS', 'PNG'], description: 'A friendly robot. '.repeat(20) });
    expect(text.startsWith('Bolt: cartoon character (Robots) in EPS, PNG. From $11.25. A friendly robot.')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
  });
});
