import { londonIsoDate } from '@/lib/london-date';
import type { BannerConfig } from './schema';

const DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The calendar day ('YYYY-MM-DD') of an expiry date, or undefined when it is not a real date. */
function expiryDay(expiryDate: string): string | undefined {
  const match = DATE.exec(expiryDate.trim());
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
  return real ? match[0].slice(0, 10) : undefined;
}

/** A missing or invalid expiry date counts as expired; a valid one lasts to the end of that day in London. */
export function isExpired(expiryDate: string, now: Date): boolean {
  const day = expiryDay(expiryDate);
  return day === undefined || londonIsoDate(now) > day;
}

function pathOf(href: string): string {
  const path = new URL(href, 'https://site.invalid').pathname;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Shown only when enabled, not expired, and on one of pagesToShowOn (or everywhere if none). */
export function isBannerVisible(
  config: Pick<BannerConfig, 'enabled' | 'expiryDate' | 'pagesToShowOn'>,
  { path, now }: { path: string; now: Date },
): boolean {
  if (!config.enabled || isExpired(config.expiryDate, now)) return false;
  if (config.pagesToShowOn.length === 0) return true;
  const current = pathOf(path);
  return config.pagesToShowOn.some((page) => pathOf(page) === current);
}
