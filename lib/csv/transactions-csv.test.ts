import { describe, expect, it } from 'vitest';
import { transactionsCsv } from './transactions-csv';

describe('transactionsCsv', () => {
  it('writes pounds, the kind in words, and a description that looks like a formula as text', () => {
    const csv = transactionsCsv([
      {
        postedOn: '2026-03-01',
        kind: 'payment',
        description: '=HYPERLINK("x")',
        amountPence: 12_345,
        balancePence: -250,
      },
    ]);
    expect(csv).toBe(
      'Date,Type,Description,Amount (£),Balance (£)\r\n' +
        `2026-03-01,Payment,"'=HYPERLINK(""x"")",123.45,-2.5\r\n`,
    );
  });
});
