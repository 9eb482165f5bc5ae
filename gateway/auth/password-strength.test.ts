import { HttpError } from '../http/http-error';
import { assertHardToGuess } from './password-strength';

const refusal = (password: string, personal: string[] = []) => {
  try {
    assertHardToGuess(password, personal, 'body.password');
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, fields: error.fields };
    throw error;
  }
  return null;
};

describe('assertHardToGuess', () => {
  it.each([
    ['Password123', 'It is a commonly used password.'],
    ['1234567890', 'It is one of the most used passwords.'],
    ['sunshine123', 'It is too like a commonly used password.'],
    ['qwertyuiop[]', 'Rows of keys next to each other are easy to guess.'],
    ['abcdefghijk', 'Sequences, like “abc” or “6543”, are easy to guess.'],
    ['zzzzzzzzzzzy', 'Repeated characters, like “aaa”, are easy to guess.'],
  ])('refuses %s with 422 on the field, saying why', (password, reason) => {
    expect(refusal(password)).toEqual({
      status: 422,
      fields: [
        {
          path: 'body.password',
          message: `This password is too easy to guess. ${reason} Try three random words, like “copper kettle meadow”.`,
        },
      ],
    });
  });

  it('refuses the customer’s own name or email, which no list holds', () => {
    expect(refusal('Hartley2026!', [])).toBeNull();
    expect(refusal('Hartley2026!', ['robin.hartley@example.com', 'Robin', 'Hartley'])).toEqual({
      status: 422,
      fields: [
        {
          path: 'body.password',
          message: expect.stringContaining('It has your name or email address in it.'),
        },
      ],
    });
  });

  it.each(['copper kettle meadow', 'correct horse battery staple', 'Bristol-ferry-1972'])(
    'takes %s',
    (password) => {
      expect(refusal(password, ['alex@example.com', 'Alex', 'Morgan'])).toBeNull();
    },
  );
});
