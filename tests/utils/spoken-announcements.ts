import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { screenReader } from './screen-reader';

const isAnnouncement = (phrase: string) => /^(polite|assertive): /.test(phrase);
// live-region.ts empties its region before each message: an empty region says nothing.
const isSilent = (phrase: string) => /^(polite|assertive): $/.test(phrase);

/**
 * Waits until the reader has said `phrase` (announce() waits 100 ms before it speaks), then
 * gives all it has said since the log was last cleared, without emptied live regions.
 */
export async function spokenOnceSaid(phrase: string): Promise<string[]> {
  await waitFor(async () => expect(await screenReader.spokenPhraseLog()).toContain(phrase), {
    timeout: 5000,
  });
  return (await screenReader.spokenPhraseLog()).filter((spoken) => !isSilent(spoken));
}

/**
 * A live region and a focus move can reach the reader in either order, so a test compares
 * them apart: what was announced, and the items focus took the reader to.
 */
export const announcements = (spoken: string[]) => spoken.filter(isAnnouncement);
export const itemsSpoken = (spoken: string[]) => spoken.filter((phrase) => !isAnnouncement(phrase));
