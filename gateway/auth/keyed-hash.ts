import { createHmac } from 'node:crypto';

/**
 * HMAC-SHA256 under a key derived from the gateway's secret, one key per purpose: for values
 * that must be recognised again but never stored (bank details, request fingerprints). Unlike
 * a plain hash, it cannot be reversed by trying every sort code and account number.
 */
export type KeyedHash = (purpose: string, value: string) => string;

export function createKeyedHash(secret: string): KeyedHash {
  const keys = new Map<string, Buffer>();
  return (purpose, value) => {
    let key = keys.get(purpose);
    if (!key) {
      key = createHmac('sha256', secret).update(`so-energy-gateway/${purpose}`).digest();
      keys.set(purpose, key);
    }
    return createHmac('sha256', key).update(value).digest('hex');
  };
}
