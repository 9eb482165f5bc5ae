import { identity, integer, nullable, text, type ColumnSpec } from './schema-columns';

/**
 * The gateway's own workings: settings, idempotent answers kept, the email outbox and rate limits.
 */
export const SERVICE_TABLES = {
  settings: { key: text, value: text },
  idempotency_keys: {
    customer_id: integer,
    key: text,
    request_hash: text,
    status_code: integer,
    response_body: text,
    created_at: text,
  },
  outbox: {
    id: identity,
    recipient: text,
    subject: text,
    body: text,
    created_at: text,
    sent_at: nullable(text),
    failed_at: nullable(text),
  },
  // 0002-rate-limit-hits
  rate_limit_hits: { limit_group: text, client: text, hits: integer, reset_at: text },
} as const satisfies Record<string, Record<string, ColumnSpec>>;
