import type { ExpressionBuilder, StringReference } from 'kysely';

/**
 * Whether a text column equals `text` in any case: email addresses are compared so, since
 * people type them in whatever case, and PostgreSQL's `=` minds case.
 */
export function equalsIgnoringCase<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: StringReference<DB, TB>,
  text: string,
) {
  return eb(eb.fn('lower', [column]), '=', eb.fn('lower', [eb.val(text)]));
}
