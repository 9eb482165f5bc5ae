import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import type { MeterType } from '@/lib/gateway/contract/common';
import { mpanCore } from '../seed/meter-numbers';
import { placeOf } from './regions';
import { percentileOf, seededRandom, type SeededRandom } from './seeded-random';
import { BLOCK_KINDS, STREET_KINDS, STREET_STEMS } from './street-names';

/**
 * The reference gateway's register of homes and meters. Real suppliers ask industry registers;
 * this one makes up plausible homes from the postcode itself, so that any postcode gives the
 * same list on every call, and an MPAN alone tells its meter type.
 */

/** Valid postcodes used only by businesses: no homes to supply. */
const BUSINESS_POSTCODES: ReadonlySet<string> = new Set([
  'SW1A 0AA', // the Houses of Parliament
  'SW1A 2HQ', // HM Treasury
  'EC2R 8AH', // the Bank of England
]);

/**
 * An MPAN's meter, derived from its digits: about 55% of homes have a smart meter, 30% a
 * standard one and 15% an Economy 7 meter.
 */
export function meterTypeOfMpan(mpan: string): MeterType {
  const percentile = percentileOf(`meter/${mpan}`);
  return percentile < 55 ? 'smart' : percentile < 85 ? 'standard' : 'economy7';
}

interface Home {
  line1: string;
  line2: string | null;
  flat: boolean;
}

const STEMS = STREET_STEMS as [string, ...string[]];

/** One street of houses (some split into flats), or a block of flats. */
function homesOn(random: SeededRandom): Home[] {
  const street = `${random.pick(STEMS)} ${random.pick(STREET_KINDS as [string, ...string[]])}`;
  if (random.next() < 0.15) {
    const block = `${random.pick(STEMS)} ${random.pick(BLOCK_KINDS as [string, ...string[]])}`;
    return Array.from({ length: random.between(6, 18) }, (_, i) => ({
      line1: `Flat ${i + 1}`,
      line2: `${block}, ${street}`,
      flat: true,
    }));
  }
  const homes: Home[] = [];
  const step = random.next() < 0.6 ? 2 : 1;
  let number = random.between(1, 80);
  for (let count = random.between(6, 20); count > 0; count--, number += step) {
    if (random.next() < 0.12) {
      for (const letter of ['A', 'B', 'C'].slice(0, random.between(2, 3))) {
        homes.push({ line1: `Flat ${letter}`, line2: `${number} ${street}`, flat: true });
      }
    } else {
      homes.push({ line1: `${number} ${street}`, line2: null, flat: false });
    }
  }
  return homes;
}

/** A 10-digit number (first digit not 0) from the random sequence. */
function tenDigits(random: SeededRandom): string {
  return `${random.between(1, 9)}${String(random.between(0, 999_999_999)).padStart(9, '0')}`;
}

/** Whether the home has a gas supply: most houses, fewer flats, few homes heated by Economy 7. */
function hasGas(random: SeededRandom, home: Home, meterType: MeterType, regionId: number) {
  const chance = meterType === 'economy7' ? 0.25 : home.flat ? 0.45 : regionId === 17 ? 0.6 : 0.9;
  return random.next() < chance;
}

/** The homes at a valid, normalised postcode; empty outside Great Britain and for businesses. */
export function addressesAt(postcode: string): SupplyAddress[] {
  const place = placeOf(postcode);
  if (place.kind !== 'supplied' || BUSINESS_POSTCODES.has(postcode)) return [];
  const random = seededRandom(`addresses/${postcode}`);
  const uprns = new Set<string>();
  return homesOn(random).map((home) => {
    let uprn = tenDigits(random);
    while (uprns.has(uprn)) uprn = tenDigits(random);
    uprns.add(uprn);
    const mpan = mpanCore(place.region.id, Number(tenDigits(random)) % 10_000_000_000);
    const meterType = meterTypeOfMpan(mpan);
    return {
      uprn,
      line1: home.line1,
      line2: home.line2,
      town: place.postTown,
      postcode,
      mpan,
      mprn: hasGas(random, home, meterType, place.region.id) ? tenDigits(random) : null,
      meterType,
      region: place.region,
    };
  });
}

export function addressAt(postcode: string, uprn: string): SupplyAddress | undefined {
  return addressesAt(postcode).find((address) => address.uprn === uprn);
}
