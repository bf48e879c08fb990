import { describe, expect, it } from 'vitest';
import { fitWithin, PHOTO_MAX_SIDE, sidesToTry } from './photo-resize';

describe('photo resize', () => {
  it('fits a phone photo within 1600 px keeping its proportions', () => {
    expect(fitWithin(4032, 3024, PHOTO_MAX_SIDE)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, PHOTO_MAX_SIDE)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(800, 600, PHOTO_MAX_SIDE)).toEqual({ width: 800, height: 600 });
  });

  it('tries smaller sizes, largest first, when the PNG is too heavy', () => {
    const sides = sidesToTry(4032, 3024);
    expect(sides[0]).toBe(1600);
    expect(sides[1]).toBe(1280);
    expect(sides.every((side, i) => i === 0 || side < (sides[i - 1] ?? 0))).toBe(true);
    expect(Math.min(...sides)).toBeGreaterThanOrEqual(320);
    expect(sidesToTry(900, 700)[0]).toBe(900);
    expect(sidesToTry(100, 80)).toEqual([100]);
  });
});
