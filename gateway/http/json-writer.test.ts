import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonWriterFor } from './json-writer';

const reading = z.object({
  name: z.enum(['day', 'night']),
  kwh: z.number().nonnegative().nullable(),
  months: z.number().int().positive().nullable(),
  note: z.string(),
  rates: z.array(z.object({ pence: z.number(), label: z.literal('inc VAT') })),
});
type Reading = z.output<typeof reading>;

const writeReading = jsonWriterFor(reading);

const day: Reading = {
  name: 'day',
  kwh: 1234.5,
  months: 12,
  note: 'Quote "A" \\ line\nbreak </script> £ ✓',
  rates: [
    { pence: 24.87, label: 'inc VAT' },
    { pence: 0, label: 'inc VAT' },
  ],
};

describe('jsonWriterFor', () => {
  it('writes the JSON that parsing with the schema and JSON.stringify would', () => {
    const night: Reading = { ...day, name: 'night', kwh: null, months: null, rates: [] };
    for (const value of [day, night]) {
      expect(writeReading(value)).toBe(JSON.stringify(reading.parse(value)));
    }
  });

  it('keeps out whatever the schema does not name, at every depth', () => {
    const withSecrets = {
      ...day,
      passwordHash: 'argon2id$…',
      rates: [{ pence: 24.87, label: 'inc VAT' as const, cost: 1 }],
    };
    const written: unknown = JSON.parse(writeReading(withSecrets));
    expect(written).toEqual(reading.parse(withSecrets));
    expect(JSON.stringify(written)).not.toMatch(/passwordHash|cost/);
  });

  it('refuses a value with a required field missing', () => {
    const withoutNote: Partial<Reading> = { ...day };
    delete withoutNote.note;
    expect(() => writeReading(withoutNote as Reading)).toThrow(/note/);
  });

  it('refuses a value that is none of a nullable field’s choices', () => {
    expect(() => writeReading({ ...day, kwh: -1 })).toThrow();
  });
});
