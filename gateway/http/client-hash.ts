import { createHash } from 'node:crypto';

/**
 * A one-way hash of the random id a browser keeps for the site, one per purpose, so the gateway
 * can recognise the browser again without storing anything that identifies it. The id is at
 * least 16 random characters, so the hash cannot be reversed by guessing.
 */
export function hashClientId(purpose: 'poll-voter' | 'contact-sender', clientId: string): string {
  return createHash('sha256').update(`so-energy/${purpose}/${clientId}`).digest('hex');
}
