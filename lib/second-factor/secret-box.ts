import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Second-factor secrets at rest: AES-256-GCM under a key derived (HKDF-SHA-256) from one of the
 * site's configured secrets, a new 96-bit nonce each time, the record it belongs to (the login's
 * email or id) bound in as associated data, so a sealed secret moved to another record does not
 * open. Sealed text is `v1.<nonce>.<ciphertext>.<tag>`, each part base64url.
 */

const VERSION = 'v1';

/** A 32-byte key for `purpose` from a configured secret: one secret, a key per use. */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'so-energy-second-factor', purpose, 32));
}

export interface SecretBox {
  seal(plaintext: string, boundTo: string): string;
  /** The plaintext, or null when the text was altered, sealed under another key or for another record. */
  open(sealed: string, boundTo: string): string | null;
}

export function createSecretBox(key: Uint8Array): SecretBox {
  return {
    seal(plaintext, boundTo) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(boundTo));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, nonce, ciphertext, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, boundTo) {
      const [version, nonce, ciphertext, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || !nonce || !ciphertext || !tag || rest.length > 0) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAAD(Buffer.from(boundTo));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
