import { addDays } from '@/lib/iso-date';

/** A small deterministic generator (mulberry32), so every seed tells the same story. */
export function randomFrom(seed: string): () => number {
  let state = [...seed].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619),
    2166136261,
  );
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How much more (or less) than the yearly average a fuel uses in mid-winter. */
const WINTER_SWING = { electricity: 0.22, gas: 0.85 } as const;

function dayOfYear(date: string): number {
  const start = Date.UTC(Number(date.slice(0, 4)), 0, 1);
  return Math.floor((Date.parse(`${date}T00:00:00Z`) - start) / 86_400_000);
}

/**
 * The kWh a register is expected to use on `day`: the yearly figure spread by season (peaking
 * mid-January), a little more at weekends for electricity. What an estimate is made from.
 */
export function expectedDailyKwh(annualKwh: number, fuel: 'electricity' | 'gas', day: string) {
  const season = 1 + WINTER_SWING[fuel] * Math.cos((2 * Math.PI * (dayOfYear(day) - 15)) / 365.25);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const weekend = fuel === 'electricity' && (weekday === 0 || weekday === 6) ? 1.08 : 1;
  return (annualKwh / 365) * season * weekend;
}

/** Daily kWh for one register from `from` for `days` days: the expected use with day-to-day noise. */
export function simulateDailyKwh(
  annualKwh: number,
  fuel: 'electricity' | 'gas',
  from: string,
  days: number,
  seed: string,
): number[] {
  const random = randomFrom(seed);
  return Array.from({ length: days }, (_, i) => {
    const noise = 0.8 + 0.4 * random();
    const kwh = expectedDailyKwh(annualKwh, fuel, addDays(from, i)) * noise;
    return Math.round(kwh * 1000) / 1000;
  });
}
