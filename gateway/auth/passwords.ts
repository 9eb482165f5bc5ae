import { hash, verify } from '@node-rs/argon2';

/** Argon2id cost: memory in KiB, passes and lanes. */
export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's recommended Argon2id settings (19 MiB, 2 passes, 1 lane). */
export const PRODUCTION_PASSWORD_HASHING: PasswordHashing = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export interface Passwords {
  hash(password: string): Promise<string>;
  /** Checks a password against a hash; with no hash, spends the same time and says no. */
  verify(passwordHash: string | undefined, password: string): Promise<boolean>;
}

export function createPasswords(hashing: PasswordHashing): Passwords {
  // Argon2id is @node-rs/argon2's default algorithm; the PHC string records it.
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, hashing),
    async verify(passwordHash, password) {
      // An unknown email costs as much as a wrong password, so timing reveals nothing.
      dummyHash ??= hash('not-a-customer-password', hashing);
      const matches = await verify(passwordHash ?? (await dummyHash), password);
      return passwordHash !== undefined && matches;
    },
  };
}
