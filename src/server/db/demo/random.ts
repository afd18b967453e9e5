// A small seeded random source, so the same demo size always gives the same data.

export interface Random {
  /** a float in [0, 1) */
  next(): number;
  /** an integer in [min, max], both included */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order */
  sample<T>(items: readonly T[], count: number): T[];
}

/** mulberry32: 32 bits of state, fast, and good enough for made-up data. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, to turn a stream name into a seed. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * One independent stream per concern (users, events, devices...), so adding a device field does not reshuffle
 * the events, and the catalogue, events and people are the same whatever the number of devices.
 */
export function randomFor(stream: string): Random {
  const next = mulberry32(hashSeed(`kitroom-demo:${stream}`));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample(items, count) {
      const pool = [...items];
      for (let index = pool.length - 1; index > 0; index -= 1) {
        const other = int(0, index);
        [pool[index], pool[other]] = [pool[other] as (typeof pool)[number], pool[index] as (typeof pool)[number]];
      }
      return pool.slice(0, Math.min(count, pool.length));
    },
  };
}
