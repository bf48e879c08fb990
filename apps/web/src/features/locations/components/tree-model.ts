import type { TLocationSummary, TLocationTreeNode } from '@guestloop/contracts';
import type { TreeNode } from 'primereact/treenode';

export type ExpandedKeys = Record<string, boolean>;

/** Pure helpers over the location tree: search, expansion, and cache updates after a change. */

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

function matches(node: TLocationTreeNode, query: string): boolean {
  return [node.name, node.address ?? '', node.slug].some((text) => fold(text).includes(query));
}

/**
 * The tree cut down to the locations matching `search` (name, address or slug; case and accents
 * ignored) and their ancestors, so every hit keeps its place in the hierarchy. A matching
 * location keeps all its sub-locations.
 */
export function filterTree(nodes: readonly TLocationTreeNode[], search: string): TLocationTreeNode[] {
  const query = fold(search.trim());
  if (!query) return [...nodes];
  const out: TLocationTreeNode[] = [];
  for (const node of nodes) {
    if (matches(node, query)) out.push(node);
    else {
      const children = filterTree(node.children, search);
      if (children.length) out.push({ ...node, children });
    }
  }
  return out;
}

/** How many locations match `search` themselves (ancestors shown for context are not counted). */
export function countMatches(nodes: readonly TLocationTreeNode[], search: string): number {
  const query = fold(search.trim());
  return nodes.reduce(
    (sum, node) => sum + (query && matches(node, query) ? 1 : 0) + countMatches(node.children, search),
    0,
  );
}

/** Every location that has sub-locations, expanded. */
export function expandAll(nodes: readonly TLocationTreeNode[]): ExpandedKeys {
  const keys: ExpandedKeys = {};
  const walk = (list: readonly TLocationTreeNode[]) => {
    for (const node of list) {
      if (node.children.length) {
        keys[node.id] = true;
        walk(node.children);
      }
    }
  };
  walk(nodes);
  return keys;
}

export function countLocations(nodes: readonly TLocationTreeNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countLocations(node.children), 0);
}

/** The ids of a location's ancestors, root first (empty for a root or an unknown id). */
export function ancestorsOf(nodes: readonly TLocationTreeNode[], id: string): string[] {
  for (const node of nodes) {
    if (node.id === id) return [];
    const below = ancestorsOf(node.children, id);
    if (below.length || node.children.some((child) => child.id === id)) return [node.id, ...below];
  }
  return [];
}

export function findNode(nodes: readonly TLocationTreeNode[], id: string): TLocationTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The tree with a new location added under its parent (or at the root), each level by name. */
export function insertNode(
  nodes: readonly TLocationTreeNode[],
  location: TLocationSummary,
): TLocationTreeNode[] {
  const node: TLocationTreeNode = { ...location, children: [] };
  if (location.parentId === null) return [...nodes, node].sort(byName);
  return nodes.map((item) =>
    item.id === location.parentId
      ? { ...item, children: [...item.children, node].sort(byName) }
      : { ...item, children: insertNode(item.children, location) },
  );
}

/** The tree with a location's summary fields replaced (a rename re-sorts its level). */
export function updateNode(
  nodes: readonly TLocationTreeNode[],
  location: TLocationSummary,
): TLocationTreeNode[] {
  const level = nodes.some((item) => item.id === location.id);
  const next = nodes.map((item) =>
    item.id === location.id
      ? { ...item, ...location, children: item.children }
      : { ...item, children: updateNode(item.children, location) },
  );
  return level ? next.sort(byName) : next;
}

/** The tree without the given locations. */
export function removeNodes(
  nodes: readonly TLocationTreeNode[],
  ids: readonly string[],
): TLocationTreeNode[] {
  const gone = new Set(ids);
  return nodes
    .filter((item) => !gone.has(item.id))
    .map((item) => ({ ...item, children: removeNodes(item.children, ids) }));
}

/** PrimeReact Tree nodes; `data` keeps the location. */
export function toTreeNodes(nodes: readonly TLocationTreeNode[]): TreeNode[] {
  return nodes.map((node) => ({
    key: node.id,
    label: node.name,
    data: node,
    children: toTreeNodes(node.children),
    leaf: node.children.length === 0,
  }));
}
