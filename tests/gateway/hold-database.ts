import { inTransaction, type Database } from '@/gateway/db/sql';

/**
 * Keeps `database` in a transaction until the returned function is called, so that requests
 * sent meanwhile all wait for it and then run their statements turn about: how a test sends
 * two requests that truly race.
 */
export function holdDatabase(database: Database): () => Promise<void> {
  let release = () => {};
  const held = inTransaction(
    database,
    () =>
      new Promise<void>((resolve) => {
        release = resolve;
      }),
  );
  return async () => {
    release();
    await held;
  };
}
