import { z } from 'zod';
import { afterCommit, execute, insertId, queryOne, type Database, type Executor } from '../db/sql';

/** An email to one customer, in plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** What actually delivers an email (SMTP through nodemailer, or a test's fake). */
export interface MailTransport {
  deliver(message: MailMessage & { from: string }): Promise<void>;
}

export interface Mailer {
  /**
   * Writes the message to the outbox through `db` (the caller's transaction, if it has one)
   * and then, with a transport, delivers it once that has committed. Never waits for delivery
   * and never fails the request: a delivery failure is logged and the message stays unsent.
   */
  send(db: Executor, message: MailMessage): Promise<void>;
  /** Resolves once every delivery started so far has finished. */
  settled(): Promise<void>;
}

export interface MailerOptions {
  database: Database;
  now: () => Date;
  /** The From header, e.g. `So Energy <hello@so.energy>`. */
  from: string;
  /** Without one, messages stay in the outbox (read them at /dev/outbox). */
  transport?: MailTransport;
}

const unsent = z.object({ recipient: z.string(), subject: z.string(), body: z.string() });

export function createMailer({ database, now, from, transport }: MailerOptions): Mailer {
  const deliveries = new Set<Promise<void>>();
  const inFlight = new Set<number>();

  async function deliver(id: number, via: MailTransport): Promise<void> {
    if (inFlight.has(id)) return;
    inFlight.add(id);
    try {
      const row = await queryOne(
        database,
        unsent,
        database
          .selectFrom('outbox')
          .select(['recipient', 'subject', 'body'])
          .where('id', '=', id)
          .where('sent_at', 'is', null)
          .where('failed_at', 'is', null),
      );
      if (!row) return;
      try {
        await via.deliver({ from, to: row.recipient, subject: row.subject, text: row.body });
        await execute(
          database,
          database.updateTable('outbox').set({ sent_at: now().toISOString() }).where('id', '=', id),
        );
      } catch (error) {
        // The recipient stays out of the logs: the outbox row says who it was for.
        console.error(`Email ${id} ("${row.subject}") could not be sent:`, error);
        await execute(
          database,
          database
            .updateTable('outbox')
            .set({ failed_at: now().toISOString() })
            .where('id', '=', id),
        );
      }
    } catch (error) {
      console.error(`Email ${id} could not be sent:`, error);
    } finally {
      inFlight.delete(id);
    }
  }

  return {
    async send(db, message) {
      const id = await insertId(
        db,
        db
          .insertInto('outbox')
          .values({
            recipient: message.to,
            subject: message.subject,
            body: message.text,
            created_at: now().toISOString(),
          })
          .returning('id'),
      );
      if (!transport) return;
      afterCommit(db, () => {
        const delivery = deliver(id, transport);
        deliveries.add(delivery);
        void delivery.finally(() => deliveries.delete(delivery));
      });
    },
    async settled() {
      await Promise.all(deliveries);
    },
  };
}
