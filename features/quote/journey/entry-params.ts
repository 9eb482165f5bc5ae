import { ATTRIBUTION_ID } from '@/lib/gateway/contract/attribution';
import type { EntryParams } from './journey-state';

/** Who sent the prospect, as the entry links carry it: /r/{id}, /CC33/{id}, /elmo/{id}. */
const ENTRY_PARAMS = ['referral', 'agent', 'partner'] as const;

type Query = Partial<Record<string, string | string[]>>;

/**
 * The entry ids in a step's query string; anything that is not one plain id is ignored, so a
 * mangled link never stops a quote.
 */
export function entryParamsFrom(query: Query): EntryParams {
  const entry: EntryParams = {};
  for (const name of ENTRY_PARAMS) {
    const value = query[name];
    if (typeof value === 'string' && ATTRIBUTION_ID.test(value)) entry[name] = value;
  }
  return entry;
}

/** The journey's entry with the newly arrived ids: the latest link followed wins. */
export function mergeEntry(current: EntryParams, arrived: EntryParams): EntryParams | null {
  const names = Object.keys(arrived) as (keyof EntryParams)[];
  if (names.every((name) => current[name] === arrived[name])) return null;
  return { ...current, ...arrived };
}
