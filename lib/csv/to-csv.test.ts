import { describe, expect, it } from 'vitest';
import { toCsv } from './to-csv';

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['Date', 'Amount'], [['2026-01-05', -12.5]])).toBe(
      'Date,Amount\r\n2026-01-05,-12.5\r\n',
    );
  });

  it('quotes cells with commas, quotes or line breaks', () => {
    expect(toCsv(['Description'], [['Bill, January'], ['Say "hi"'], ['two\nlines']])).toBe(
      'Description\r\n"Bill, January"\r\n"Say ""hi"""\r\n"two\nlines"\r\n',
    );
  });

  it('keeps text that looks like a formula as text, but not negative numbers', () => {
    expect(toCsv(['a', 'b'], [['=HYPERLINK("x")', -3]])).toBe(
      'a,b\r\n"\'=HYPERLINK(""x"")",-3\r\n',
    );
  });

  it('leaves a missing value empty', () => {
    expect(toCsv(['a', 'b'], [[null, 'x']])).toBe('a,b\r\n,x\r\n');
  });
});
