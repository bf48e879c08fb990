import { describe, expect, it } from 'vitest';
import { IDS, location, node } from '../test-utils';
import { countMatches, expandAll, filterTree, insertNode, removeNodes, updateNode } from './tree-model';

const harbour = () =>
  node(IDS.harbour, 'Harbour Café', null, [
    node(IDS.terrace, 'Terrace', IDS.harbour, [node(IDS.bar, 'Rooftop Bar', IDS.terrace)]),
  ]);
const nodes = () => [node(IDS.garden, 'Garden Bistro', null), harbour()];

describe('location tree model', () => {
  it('finds locations ignoring case and accents and keeps their ancestors', () => {
    expect(filterTree(nodes(), 'CAFE').map((n) => n.name)).toEqual(['Harbour Café']);
    const found = filterTree(nodes(), 'rooftop');
    expect(found).toHaveLength(1);
    expect(found[0]?.children[0]?.children.map((n) => n.name)).toEqual(['Rooftop Bar']);
    expect(countMatches(nodes(), 'rooftop')).toBe(1);
    expect(countMatches(nodes(), '')).toBe(0);
  });

  it('expands every branch', () => {
    expect(expandAll(nodes())).toEqual({ [IDS.harbour]: true, [IDS.terrace]: true });
  });

  it('inserts, renames and removes with each level kept in name order', () => {
    const added = insertNode(
      nodes(),
      location(IDS.bar.replace('3333', '5555'), 'Atrium', { parentId: null }),
    );
    expect(added.map((n) => n.name)).toEqual(['Atrium', 'Garden Bistro', 'Harbour Café']);
    const renamed = updateNode(nodes(), { ...location(IDS.garden, 'Zebra Lounge'), parentId: null });
    expect(renamed.map((n) => n.name)).toEqual(['Harbour Café', 'Zebra Lounge']);
    const removed = removeNodes(nodes(), [IDS.terrace, IDS.bar]);
    expect(removed[1]?.children).toEqual([]);
  });
});
