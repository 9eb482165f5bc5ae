import { z } from 'zod';
import type { Db } from '../db/database';
import { execute, queryOne } from '../db/query';

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
   * Writes the message to the outbox, inside the caller's transaction if there is one, and
   * then, with a transport, delivers it once that has committed. Never waits for delivery and
   * never fails the request: a delivery failure is logged and the message stays unsent.
   */
  send(message: MailMessage): void;
  /** Resolves once every delivery started so far has finished. */
  settled(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  now: () => Date;
  /** The From header, e.g. `So Energy <hello@so.energy>`. */
  from: string;
  /** Without one, messages stay in the outbox (read them at /dev/outbox). */
  transport?: MailTransport;
}

const unsent = z.object({ recipient: z.string(), subject: z.string(), body: z.string() });

export function createMailer({ db, now, from, transport }: MailerOptions): Mailer {
  const deliveries = new Set<Promise<void>>();
  const inFlight = new Set<number>();

  async function deliver(id: number, via: MailTransport): Promise<void> {
    if (inFlight.has(id)) return;
    inFlight.add(id);
    try {
      // Gone when the request that wrote it was rolled back; sent already, when a message
      // written later took its id.
      const row = queryOne(
        db,
        unsent,
        `SELECT recipient, subject, body FROM outbox
          WHERE id = ? AND sent_at IS NULL AND failed_at IS NULL`,
        id,
      );
      if (!row) return;
      try {
        await via.deliver({ from, to: row.recipient, subject: row.subject, text: row.body });
        execute(db, 'UPDATE outbox SET sent_at = ? WHERE id = ?', now().toISOString(), id);
      } catch (error) {
        // The recipient stays out of the logs: the outbox row says who it was for.
        console.error(`Email ${id} ("${row.subject}") could not be sent:`, error);
        execute(db, 'UPDATE outbox SET failed_at = ? WHERE id = ?', now().toISOString(), id);
      }
    } catch (error) {
      console.error(`Email ${id} could not be sent:`, error);
    } finally {
      inFlight.delete(id);
    }
  }

  return {
    send(message) {
      const { lastInsertRowid } = execute(
        db,
        'INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)',
        message.to,
        message.subject,
        message.text,
        now().toISOString(),
      );
      if (!transport) return;
      // better-sqlite3's transactions are synchronous: by the next turn of the event loop the
      // caller's has committed or rolled back.
      const delivery = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
        deliver(Number(lastInsertRowid), transport),
      );
      deliveries.add(delivery);
      void delivery.finally(() => deliveries.delete(delivery));
    },
    async settled() {
      await Promise.all(deliveries);
    },
  };
}
