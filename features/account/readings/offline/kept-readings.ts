import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import * as z from 'zod/mini';
import type { ReadingSubmission } from '@/lib/gateway/contract/readings';

/**
 * A reading sent without a signal, kept on the device until the gateway has answered it: with
 * the Idempotency-Key it goes with every time, so however often it is sent it is recorded once.
 * `refusal` is set when the gateway refused it for good (a reading it questions), for the
 * customer to see and act on.
 */
/**
 * In zod/mini, which the service worker loads too: this recognises an entry this version wrote;
 * the reading's own rules are the gateway's, which checks it when it arrives.
 */
const keptSubmission: z.ZodMiniType<ReadingSubmission> = z.object({
  meterPointId: z.number(),
  readOn: z.string(),
  readings: z.array(
    z.object({
      registerId: z.number(),
      value: z.number(),
      lowerReadingReason: z.optional(z.enum(['meterRolledOver', 'correctsEstimate'])),
      highUseConfirmed: z.optional(z.literal(true)),
    }),
  ),
});

const keptReading = z.object({
  accountId: z.number(),
  idempotencyKey: z.string().check(z.minLength(1)),
  keptAt: z.iso.datetime(),
  submission: keptSubmission,
  refusal: z.nullable(z.string()),
});
export type KeptReading = z.infer<typeof keptReading>;

let store: UseStore | null = null;
/** Opened at first use, so that nothing touches IndexedDB before a reading is kept or read. */
const keptStore = () => (store ??= createStore('so-energy-readings', 'kept-readings'));

const storageKey = (accountId: number, idempotencyKey: string) => `${accountId}/${idempotencyKey}`;

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Calls `listener` whenever this tab keeps, refuses or forgets a reading. */
export function onKeptReadingsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export async function keepReading(
  accountId: number,
  submission: ReadingSubmission,
  idempotencyKey: string,
  now = new Date(),
): Promise<void> {
  const entry: KeptReading = {
    accountId,
    idempotencyKey,
    keptAt: now.toISOString(),
    submission,
    refusal: null,
  };
  await set(storageKey(accountId, idempotencyKey), entry, keptStore());
  changed();
}

/**
 * The account's kept readings, oldest first (the order they are sent in). An entry this
 * version cannot read (written by another) is left alone rather than sent.
 */
export async function keptReadingsOf(accountId: number): Promise<KeptReading[]> {
  const all = await values<unknown>(keptStore());
  return all
    .flatMap((value) => {
      const parsed = keptReading.safeParse(value);
      return parsed.success && parsed.data.accountId === accountId ? [parsed.data] : [];
    })
    .sort(
      (a, b) =>
        a.keptAt.localeCompare(b.keptAt) || a.idempotencyKey.localeCompare(b.idempotencyKey),
    );
}

/** The accounts with readings waiting to send on this device (not those refused). */
export async function accountsWithWaitingReadings(): Promise<number[]> {
  const all = await values<unknown>(keptStore());
  const waiting = all.flatMap((value) => {
    const parsed = keptReading.safeParse(value);
    return parsed.success && parsed.data.refusal === null ? [parsed.data.accountId] : [];
  });
  return [...new Set(waiting)];
}

export async function forgetReading({ accountId, idempotencyKey }: KeptReading): Promise<void> {
  await del(storageKey(accountId, idempotencyKey), keptStore());
  changed();
}

export async function markRefused(kept: KeptReading, refusal: string): Promise<void> {
  const key = storageKey(kept.accountId, kept.idempotencyKey);
  // Only one still kept: forgotten meanwhile (by another tab), it stays forgotten.
  if ((await get(key, keptStore())) === undefined) return;
  await set(key, { ...kept, refusal }, keptStore());
  changed();
}
