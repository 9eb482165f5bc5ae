/** The middle of a benchmark's rounds (the upper middle of an even number). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
