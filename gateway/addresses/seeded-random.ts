import { createHash } from 'node:crypto';

export interface SeededRandom {
  /** A number from 0 (included) to 1 (excluded). */
  next(): number;
  /** A whole number from min to max, both included. */
  between(min: number, max: number): number;
  pick<T>(items: readonly [T, ...T[]]): T;
}

/**
 * The same sequence of numbers for the same seed on every run and machine (sfc32, seeded from
 * the seed's SHA-256), so that generated data is reproducible.
 */
export function seededRandom(seed: string): SeededRandom {
  const digest = createHash('sha256').update(seed).digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    between,
    pick: (items) => items[between(0, items.length - 1)] ?? items[0],
  };
}

/** A number from 0 to 99 that depends only on the text. */
export function percentileOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0) % 100;
}
