import { describe, expect, it } from 'vitest';
import {
  ANONYMITY_THRESHOLD_DEFAULT,
  anonymityThreshold,
  enpsCategory,
  enpsFromCounts,
  enpsFromScores,
  isReportable,
  visibleGroups,
} from './enps';

describe('e-NPS score', () => {
  it('sorts answers into detractors (0–6), passives (7–8) and promoters (9–10)', () => {
    expect([0, 6, 7, 8, 9, 10].map(enpsCategory)).toEqual([
      'detractor',
      'detractor',
      'passive',
      'passive',
      'promoter',
      'promoter',
    ]);
    for (const bad of [-1, 11, 7.5, Number.NaN]) expect(() => enpsCategory(bad)).toThrow(RangeError);
  });

  it('is % promoters minus % detractors', () => {
    expect(enpsFromScores([10, 9, 9, 8, 7, 6, 3, 0, 10, 9])).toEqual({
      promoters: 5,
      passives: 2,
      detractors: 3,
      responses: 10,
      score: 20,
    });
    expect(enpsFromScores([10, 10]).score).toBe(100);
    expect(enpsFromScores([0, 1, 2]).score).toBe(-100);
    expect(enpsFromScores([7, 8]).score).toBe(0);
    expect(enpsFromScores([]).score).toBeNull();
  });

  it('rounds to a whole number, halves away from zero, never −0', () => {
    expect(enpsFromCounts({ promoters: 1, passives: 7, detractors: 0 }).score).toBe(13);
    expect(enpsFromCounts({ promoters: 0, passives: 7, detractors: 1 }).score).toBe(-13);
    expect(enpsFromCounts({ promoters: 1, passives: 1, detractors: 1 }).score).toBe(0);
    expect(enpsFromCounts({ promoters: 1, passives: 0, detractors: 2 }).score).toBe(-33);
    expect(enpsFromCounts({ promoters: 2, passives: 0, detractors: 1 }).score).toBe(33);
    expect(Object.is(enpsFromCounts({ promoters: 4, passives: 995, detractors: 5 }).score, 0)).toBe(true);
    expect(() => enpsFromCounts({ promoters: -1, passives: 0, detractors: 0 })).toThrow(RangeError);
  });
});

describe('anonymity', () => {
  it('uses 5 by default and never less than 3', () => {
    expect(anonymityThreshold()).toBe(ANONYMITY_THRESHOLD_DEFAULT);
    expect(anonymityThreshold(null)).toBe(5);
    expect(anonymityThreshold(1)).toBe(3);
    expect(anonymityThreshold(0)).toBe(3);
    expect(anonymityThreshold(7)).toBe(7);
    expect(anonymityThreshold(3.2)).toBe(4);
    expect(anonymityThreshold(Number.NaN)).toBe(5);
    expect(isReportable(4)).toBe(false);
    expect(isReportable(5)).toBe(true);
    expect(isReportable(3, 1)).toBe(true);
  });

  const names = (groups: { name: string }[]) => groups.map((g) => g.name);
  const group = (name: string, count: number) => ({ name, count });

  it('shows every group that reaches the threshold when none is hidden', () => {
    const result = visibleGroups([group('Kitchen', 12), group('Bar', 5), group('Hall', 9)]);
    expect(names(result.visible)).toEqual(['Kitchen', 'Bar', 'Hall']);
    expect(result.hidden).toEqual([]);
    expect(result.threshold).toBe(5);
  });

  it('hides the next-smallest group with a lone small one, so the total cannot give it away', () => {
    const result = visibleGroups([
      group('Kitchen', 12),
      group('Bar', 2),
      group('Hall', 9),
      group('Office', 7),
    ]);
    expect(names(result.hidden)).toEqual(['Bar', 'Office']);
    expect(names(result.visible)).toEqual(['Kitchen', 'Hall']);
    // What a reader can work out by subtraction is the two hidden groups together: 9 people.
    expect(result.hidden.reduce((sum, g) => sum + g.count, 0)).toBeGreaterThanOrEqual(result.threshold);
  });

  it('keeps hiding while the hidden groups together are still fewer than the threshold', () => {
    const result = visibleGroups([
      group('A', 1),
      group('B', 2),
      group('C', 5),
      group('D', 6),
      group('E', 20),
    ]);
    expect(names(result.hidden)).toEqual(['A', 'B', 'C']);
    expect(names(result.visible)).toEqual(['D', 'E']);
  });

  it('leaves groups alone when two or more hidden ones already hold enough people together', () => {
    const result = visibleGroups([group('A', 4), group('B', 3), group('C', 6)]);
    expect(names(result.hidden)).toEqual(['A', 'B']);
    expect(names(result.visible)).toEqual(['C']);
  });

  it('hides a second group even when the lone hidden one is empty, and takes ties in the order given', () => {
    const result = visibleGroups([group('A', 8), group('B', 0), group('C', 8)]);
    expect(names(result.hidden)).toEqual(['A', 'B']);
    const empties = visibleGroups([group('A', 0), group('B', 0), group('C', 8)]);
    expect(names(empties.visible)).toEqual(['C']);
  });

  it('hides everything when no group is large enough, and follows a company threshold', () => {
    expect(visibleGroups([group('A', 4), group('B', 4)]).visible).toEqual([]);
    expect(names(visibleGroups([group('A', 4), group('B', 4)], 3).visible)).toEqual(['A', 'B']);
    expect(names(visibleGroups([group('A', 2), group('B', 9), group('C', 10)], 1).hidden)).toEqual([
      'A',
      'B',
    ]);
    expect(visibleGroups([])).toEqual({ visible: [], hidden: [], threshold: 5 });
  });

  it('never leaves a hidden figure that subtraction from the total reveals', () => {
    const sizes = [0, 1, 2, 3, 4, 5, 6, 9];
    for (const a of sizes)
      for (const b of sizes)
        for (const c of sizes) {
          const { hidden, threshold } = visibleGroups([group('A', a), group('B', b), group('C', c)]);
          const hiddenTotal = hidden.reduce((sum, g) => sum + g.count, 0);
          expect(hidden.length === 1, `${a},${b},${c}`).toBe(false);
          if (hidden.length > 0 && hidden.length < 3 && hiddenTotal > 0)
            expect(hiddenTotal, `${a},${b},${c}`).toBeGreaterThanOrEqual(threshold);
        }
  });
});
