import * as z from 'zod/mini';
import { POSTCODE_MESSAGES } from './postcode';
import { postcodeSchema } from './postcode-schema';

describe('postcodeSchema', () => {
  const message = (input: string) => z.safeParse(postcodeSchema, input).error?.issues[0]?.message;

  it('gives the normalised postcode', () => {
    expect(z.parse(postcodeSchema, ' se1 9sg ')).toBe('SE1 9SG');
  });

  it('asks for a postcode when the field is blank', () => {
    expect(message('   ')).toBe(POSTCODE_MESSAGES.missing);
  });

  it('says what a postcode looks like when it is not one', () => {
    expect(message('SE1')).toBe(POSTCODE_MESSAGES.invalid);
  });
});
