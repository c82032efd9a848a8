import { describe, expect, it } from 'vitest';
import type { Matrix } from '#/lib/art/index.ts';
import { spread, tweenKeys, tweenMatrix } from './xfl-tween.ts';

const rotation = (deg: number, x = 0, y = 0): Matrix => {
  const a = (deg * Math.PI) / 180;
  return [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), x, y];
};
const box: [number, number][] = [[-50, -10], [50, -10], [-50, 10], [50, 10]];

describe('classic tween model', () => {
  it('starts and ends on its keyframes, turns (not shrinks) in between, and eases', () => {
    const [a, b] = [rotation(0, 100, 100), rotation(90, 200, 100)];
    expect(spread(tweenMatrix(a, b, 0, 'linear'), a, box)).toBeLessThan(1e-9);
    expect(spread(tweenMatrix(a, b, 1, 'linear'), b, box)).toBeLessThan(1e-9);
    expect(spread(tweenMatrix(a, b, 0.5, 'linear'), rotation(45, 150, 100), box)).toBeLessThan(1e-9);
    // Half way through an ease-in, the part has moved less than half the way.
    const eased = tweenMatrix(a, b, 0.5, 'ease-in');
    expect(eased[4]).toBeLessThan(150);
    // The shorter way round: from 170° to -170° passes 180°, not 0°.
    expect(spread(tweenMatrix(rotation(170), rotation(-170), 0.5, 'linear'), rotation(180), box)).toBeLessThan(1e-9);
  });

  it('needs no keyframe in between for a turn about the transformation point, and adds them for a part swung by its parent', () => {
    const turn = (f: number) => rotation(f * 3, 500, 500);
    expect(tweenKeys(turn, [0, 20], () => ['linear'], box, 0.75).map((k) => k.frame)).toEqual([0, 20]);
    // A forearm whose elbow travels on an arc as the upper arm turns by 4° a frame about a shoulder 200 px away.
    const swung = (f: number) => {
      const s = rotation(f * 4);
      return [s[0], s[1], s[2], s[3], 500 + 200 * Math.cos((f * 4 * Math.PI) / 180), 500 + 200 * Math.sin((f * 4 * Math.PI) / 180)] as Matrix;
    };
    const keys = tweenKeys(swung, [0, 20], () => ['linear'], box, 0.75);
    expect(keys.length).toBeGreaterThan(2);
    for (let f = 0; f <= 20; f += 1) {
      const i = keys.findLastIndex((k) => k.frame <= f);
      const [k, next] = [keys[i]!, keys[i + 1]];
      const shown = next ? tweenMatrix(k.matrix, next.matrix, (f - k.frame) / (next.frame - k.frame), k.ease) : k.matrix;
      expect(spread(shown, swung(f), box), `frame ${f}`).toBeLessThan(0.75);
    }
  });
});
