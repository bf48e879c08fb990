import { describe, expect, it } from 'vitest';
import { inTreeOrder } from './tree-order';

describe('locations in tree order', () => {
  it('puts each location after its parent, deeper by one, and starts a tree where the parent is unknown', () => {
    const ordered = inTreeOrder([
      { id: 'terrace', parentId: 'hall' },
      { id: 'rooftop', parentId: null },
      { id: 'hall', parentId: null },
      { id: 'corner', parentId: 'terrace' },
      { id: 'annex', parentId: 'elsewhere' },
    ]);
    expect(ordered.map(({ location, depth }) => `${location.id}:${depth}`)).toEqual([
      'rooftop:0',
      'hall:0',
      'terrace:1',
      'corner:2',
      'annex:0',
    ]);
  });
});
