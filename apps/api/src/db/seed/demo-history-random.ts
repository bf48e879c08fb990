/**
 * A seeded pseudo-random source for the demo history: the same seed gives the same café months
 * (the same rhythm, streaks and scores), so a screenshot or a chart reads alike on every machine.
 * Secrets (order slugs, device hashes) never come from here.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  chance(probability: number): boolean;
  /** Whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** One entry, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** Log-normal around `median` (half of the draws below it); `spread` 0.5 is moderate. */
  logNormal(median: number, spread: number): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  // mulberry32: small, fast and well spread for data that only has to look natural.
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    chance: (probability) => next() < probability,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)] as (typeof list)[number],
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let left = next() * total;
      for (const [value, weight] of entries) {
        left -= weight;
        if (left < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
    logNormal: (median, spread) => {
      // Box–Muller: a standard normal from two uniforms.
      const u = Math.max(next(), 1e-12);
      const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
      return median * Math.exp(spread * normal);
    },
  };
  return random;
}
