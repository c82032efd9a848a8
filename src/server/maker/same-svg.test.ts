import fc from 'fast-check';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Maker from '#/islands/Maker.tsx';
import { encodeDesign } from '#/lib/maker/design.ts';
import { designSvg } from '#/lib/maker/draw.ts';
import { anyDesign } from '#test-support/maker-designs.ts';
import { designSvgOf } from './index.ts';

/** The preview the island renders (its `data-preview` element's content), from the island itself. */
function islandPreview(initial: Parameters<typeof designSvg>[0]): string {
  const html = renderToString(createElement(Maker, { initial, signedIn: false, saved: [], prices: { standard: '$29.00', extended: '$99.00' }, origin: 'http://localhost' }));
  const match = /data-preview="true">(<svg[\s\S]*?<\/svg>)<\/div>/.exec(html);
  return match?.[1] ?? '';
}

describe('the browser\'s preview and the server\'s drawing', () => {
  it('are the same SVG for any design the pickers allow', () => {
    fc.assert(fc.property(anyDesign, (d) => {
      const server = designSvgOf(encodeDesign(d));
      expect(islandPreview(d)).toBe(server);
      expect(server).toBe(designSvg(d));
    }), { numRuns: 60 });
  });

  it('the server refuses a link that holds no design', () => {
    expect(() => designSvgOf('not-a-design')).toThrow(/no design/);
    expect(() => designSvgOf(null)).toThrow(/no design/);
  });
});
