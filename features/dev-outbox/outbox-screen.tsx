import { Fragment } from 'react';
import { formatShortDateTime } from '@/lib/format-date';
import styles from './outbox-screen.module.css';

/** One email as the gateway's outbox keeps it (times ISO). */
export interface OutboxEmail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
  sentAt: string | null;
  failedAt: string | null;
}

/** '15 Mar 2026, 10:00:00': seconds tell apart emails sent together. */
const sentAt = (iso: string) => formatShortDateTime(iso, { seconds: true });

function status(email: OutboxEmail): string {
  if (email.sentAt) return `Sent ${sentAt(email.sentAt)}`;
  if (email.failedAt) return 'Could not be sent (see the server log)';
  return 'Not sent: no SMTP_URL, so it stays here';
}

const URL_PATTERN = /(https?:\/\/[^\s]+)/;

/** The email's text with its web addresses as links. */
function Linked({ text }: { text: string }) {
  return text
    .split(URL_PATTERN)
    .map((part, index) => (
      <Fragment key={index}>{index % 2 === 1 ? <a href={part}>{part}</a> : part}</Fragment>
    ));
}

/**
 * /dev/outbox (development only): every email the embedded gateway has written, newest first,
 * so a reset link can be followed without a mail server.
 */
export function OutboxScreen({ emails }: { emails: readonly OutboxEmail[] | null }) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>Outbox</h1>
      <p className={styles.intro}>
        The emails the embedded gateway has sent, newest first. Only <code>npm run dev</code> shows
        this page.
      </p>
      {emails === null ? (
        <p>
          This site uses another gateway (<code>GATEWAY_URL</code>): its emails are in that
          gateway&apos;s <code>outbox</code> table.
        </p>
      ) : emails.length === 0 ? (
        <p>No emails yet. Ask for a password reset at /accounts/forgot-password to see one.</p>
      ) : (
        <ol className={styles.list}>
          {emails.map((email) => (
            <li key={email.id}>
              <article className={styles.email} aria-labelledby={`email-${email.id}`}>
                <h2 id={`email-${email.id}`} className={styles.subject}>
                  {email.subject}
                </h2>
                <dl className={styles.facts}>
                  <dt>To</dt>
                  <dd>{email.recipient}</dd>
                  <dt>Written</dt>
                  <dd>{sentAt(email.createdAt)}</dd>
                  <dt>Status</dt>
                  <dd>{status(email)}</dd>
                </dl>
                <div className={styles.body}>
                  <Linked text={email.body} />
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
