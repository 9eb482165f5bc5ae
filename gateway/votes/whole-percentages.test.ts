import { wholePercentages } from './whole-percentages';

describe('wholePercentages', () => {
  it.each([
    [[], []],
    [
      [0, 0],
      [0, 0],
    ],
    [[1], [100]],
    [
      [1, 1],
      [50, 50],
    ],
    [
      [1, 1, 1],
      [34, 33, 33],
    ],
    [
      [2, 1],
      [67, 33],
    ],
    [
      [5, 3, 2],
      [50, 30, 20],
    ],
    [
      [1, 1, 1, 1, 1, 1, 1],
      [15, 15, 14, 14, 14, 14, 14],
    ],
    [
      [998, 1, 1],
      [100, 0, 0],
    ],
    [
      [997, 2, 1],
      [100, 0, 0],
    ],
    [
      [994, 3, 3],
      [100, 0, 0],
    ],
    [
      [10, 5, 985],
      [1, 1, 98],
    ],
  ])('%j → %j', (counts, expected) => {
    const percentages = wholePercentages(counts);
    expect(percentages).toEqual(expected);
    if (counts.some((count) => count > 0)) {
      expect(percentages.reduce((sum, value) => sum + value, 0)).toBe(100);
    }
  });
});
