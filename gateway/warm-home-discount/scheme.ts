import { z } from 'zod';
import type { WarmHomeDiscountScheme } from '@/lib/gateway/contract/warm-home-discount';
import { placeOf } from '../addresses/regions';
import type { AccountRow } from '../accounts/owned-account';
import { queryOne, type Executor } from '../db/sql';

/** North and South Scotland, the distribution regions of every Scottish postcode area. */
const SCOTTISH_REGIONS: ReadonlySet<number> = new Set([17, 18]);
/** Berwick-upon-Tweed is in England, though its postcode area (TD) is otherwise Scottish. */
const ENGLISH_DISTRICT_OF_A_SCOTTISH_AREA = /^TD15 /;

const meterPoint = z.object({ id: z.number().int() });

/**
 * How the Warm Home Discount works for the account: 'scotland' or 'england-wales' by where the
 * home is; null when it cannot have it (no electricity supply from us, or not in Great Britain).
 */
export async function warmHomeDiscountSchemeOf(
  db: Executor,
  account: Pick<AccountRow, 'id' | 'postcode'>,
): Promise<WarmHomeDiscountScheme | null> {
  const place = placeOf(account.postcode);
  const hasElectricity =
    (await queryOne(
      db,
      meterPoint,
      db
        .selectFrom('meter_points')
        .select('id')
        .where('account_id', '=', account.id)
        .where('fuel', '=', 'electricity')
        .limit(1),
    )) !== undefined;
  if (place.kind !== 'supplied' || !hasElectricity) return null;
  return SCOTTISH_REGIONS.has(place.region.id) &&
    !ENGLISH_DISTRICT_OF_A_SCOTTISH_AREA.test(account.postcode)
    ? 'scotland'
    : 'england-wales';
}
