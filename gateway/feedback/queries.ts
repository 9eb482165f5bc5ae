import { z } from 'zod';
import { execute, queryOne, type Executor } from '../db/sql';

/** The account a welcome email's rating link names, by its number. */
export function accountByNumber(db: Executor, accountNumber: string) {
  return queryOne(
    db,
    z.object({ id: z.number().int() }),
    db.selectFrom('accounts').select('id').where('number', '=', accountNumber),
  );
}

const rating = z.object({ stars: z.number().int(), comment: z.string().nullable() });

/** The account's rating of its switch, if it gave one. */
export function ratingOf(db: Executor, accountId: number) {
  return queryOne(
    db,
    rating,
    db
      .selectFrom('switch_ratings')
      .select(['stars', 'comment'])
      .where('account_id', '=', accountId),
  );
}

export interface NewRating {
  accountId: number;
  stars: number;
  comment: string | null;
  ratedAt: string;
}

export async function recordRating(db: Executor, newRating: NewRating): Promise<void> {
  await execute(
    db,
    db.insertInto('switch_ratings').values({
      account_id: newRating.accountId,
      stars: newRating.stars,
      comment: newRating.comment,
      rated_at: newRating.ratedAt,
    }),
  );
}
