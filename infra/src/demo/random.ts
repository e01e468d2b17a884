/**
 * The demo seed's only source of chance: a small seeded generator (mulberry32), so that the same
 * seed and anchor date always give the same rows (the screenshot suite relies on it).
 */
export type Random = {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** An item drawn with the given weights (same order as the items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick: no items');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    chance: (probability) => next() < probability,
    weighted: (items, weights) => {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let draw = next() * total;
      for (let i = 0; i < items.length; i += 1) {
        draw -= weights[i] ?? 0;
        if (draw < 0) return items[i] as (typeof items)[number];
      }
      return items[items.length - 1] as (typeof items)[number];
    },
  };
}

/**
 * Every demo row's id lies in one UUID range, `dede0000-<kind>-4…`, so that `--reset` finds them
 * all (and nothing else) by a range scan of the primary key. The kind keeps each table's ids apart.
 */
export const DEMO_ID_MIN = 'dede0000-0000-0000-0000-000000000000';
export const DEMO_ID_MAX = 'dede0000-ffff-ffff-ffff-ffffffffffff';

export const DEMO_KINDS = {
  company: 0x0100,
  contact: 0x0200,
  comparison: 0x0300,
  offer: 0x0400,
  booking: 0x0500,
  subscription: 0x0600,
  note: 0x0700,
  quote: 0x0800,
  contract: 0x0900,
  task: 0x0a00,
  contactMessage: 0x0b00,
  reply: 0x0c00,
  userQuery: 0x0d00,
  document: 0x0e00,
  comment: 0x0f00,
  slot: 0x1000,
  prospect: 0x1100,
  quoteRequest: 0x1200,
} as const;

export function demoId(kind: keyof typeof DEMO_KINDS, index: number): string {
  const kindHex = DEMO_KINDS[kind].toString(16).padStart(4, '0');
  return `dede0000-${kindHex}-4000-8000-${index.toString(16).padStart(12, '0')}`;
}

export function isDemoId(id: string): boolean {
  return id >= DEMO_ID_MIN && id <= DEMO_ID_MAX;
}
