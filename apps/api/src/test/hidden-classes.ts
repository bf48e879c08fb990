import v8 from 'node:v8';

// V8's own check, reachable only with natives syntax, which a test may switch on for itself.
v8.setFlagsFromString('--allow-natives-syntax');
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

/**
 * True when two plain objects built the same way (`{}`, then one new property) share one hidden
 * class. V8 remembers at most 1,536 such "first property" transitions from `{}` per process;
 * once code has used them up, every later `{}` that gains a property builds a brand-new hidden
 * class, and hot code such as node's per-request header object slows down (the health bench).
 */
export function plainObjectsShareHiddenClasses(): boolean {
  const key = `probe_${Math.random().toString(36).slice(2)}`;
  const a: Record<string, number> = {};
  a[key] = 1;
  const b: Record<string, number> = {};
  b[key] = 2;
  return haveSameMap(a, b);
}
