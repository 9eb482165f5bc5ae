import { z } from 'zod';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_EASY_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from './password-rules';

/**
 * A password a customer chooses (sign-up, reset, change). The schema holds the length and
 * refuses one character over and over; the gateway then checks how easy it is to guess
 * against a dictionary of common passwords (gateway/auth/password-strength.ts), which is too
 * big to send to the browser.
 */
export const newPassword = z
  .string({ error: 'Choose a password' })
  .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT_MESSAGE })
  .max(MAX_PASSWORD_LENGTH, { error: PASSWORD_TOO_LONG_MESSAGE })
  .refine((password) => !/^(.)\1*$/.test(password), { error: PASSWORD_TOO_EASY_MESSAGE });
