import { labelFromKey } from './describe-fields';

/** The fields that, in this order, say best which blok of a list is which. */
const NAMING_FIELDS = [
  'headline',
  'title',
  'heading',
  'label',
  'name',
  'question',
  'days',
  'author',
];

/** A blok's name in a list: its block's name and, when it has one, its title or headline. */
export function blokSummary(blok: Record<string, unknown>): string {
  const block = labelFromKey(typeof blok.component === 'string' ? blok.component : 'blok');
  const naming = NAMING_FIELDS.map((key) => blok[key]).find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return naming ? `${block}: ${naming.trim()}` : block;
}
