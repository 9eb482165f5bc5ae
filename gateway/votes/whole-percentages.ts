/**
 * Whole percentages of `counts` that add up to exactly 100 (largest remainder method): each
 * share is rounded down, then the points left over go to the largest remainders, earlier
 * entries first on a tie. All zeros (no votes) give all zeros.
 */
export function wholePercentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const shares = counts.map((count, index) => {
    const exact = (count * 100) / total;
    return { index, floor: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  const percentages = shares.map((share) => share.floor);
  const leftOver = 100 - percentages.reduce((sum, value) => sum + value, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder.slice(0, leftOver)) {
    percentages[share.index] = (percentages[share.index] ?? 0) + 1;
  }
  return percentages;
}
