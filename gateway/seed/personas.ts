import { admin, isla, riley } from './personas-special-cases';
import { alex, sam } from './personas-everyday';
import { jo, lee } from './personas-restricted';
import type { PersonaSpec } from './persona-spec';

/**
 * The demo customers (README "Demo logins"), each a small story told relative to the day the
 * database is seeded, so "a fixed tariff ending in 40 days" holds on any date.
 */

export const DEMO_PASSWORD = 'demo-password-2026';

export function personas(today: string): PersonaSpec[] {
  return [alex(today), sam(today), jo(today), lee(today), admin(today), riley(today), isla(today)];
}
