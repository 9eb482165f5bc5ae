import { useCallback, useId, type RefObject } from 'react';
import { useClock } from '@/lib/use-clock';
import { formatTimeOnDay } from '@/lib/format-date';
import { ButtonLink } from '@/lib/ui/button';
import { quoteEndsAt, quoteHold, quoteHoldChangeDelay } from './quote-hold';
import { stepPath } from './steps';
import styles from './quote-hold-notice.module.css';

export const CHECK_PRICES_LABEL = 'Check today’s prices';

export function quoteHeldMessage(pricedAt: string): string {
  return `These prices are held until ${formatTimeOnDay(quoteEndsAt(pricedAt))}.`;
}

export function quoteEndedMessage(pricedAt: string): string {
  return `These prices ended at ${formatTimeOnDay(quoteEndsAt(pricedAt))}. Please check today’s prices before you carry on.`;
}

interface QuoteHoldNoticeProps {
  /** When the quotes shown were priced (ISO instant). */
  pricedAt: string;
  /** Given focus by `stopIfQuoteEnded`. */
  actionRef: RefObject<HTMLAnchorElement | null>;
}

/**
 * On the steps after select-tariff, once the prices shown have a day or less left: until when
 * they are held, and a way back to select-tariff, which prices the answers again (WCAG 2.2.1).
 * If they end while the prospect is on the step, it says so, politely, as the text is a status.
 */
export function QuoteHoldNotice({ pricedAt, actionRef }: QuoteHoldNoticeProps) {
  const now = useClock(useCallback((at) => quoteHoldChangeDelay(pricedAt, at), [pricedAt]));
  const messageId = useId();
  const hold = quoteHold(pricedAt, now);
  if (hold === 'held') return null;

  return (
    <div className={[styles.notice, hold === 'ended' && styles.ended].filter(Boolean).join(' ')}>
      <p id={messageId} role="status" className={styles.message}>
        {hold === 'ending' ? quoteHeldMessage(pricedAt) : quoteEndedMessage(pricedAt)}
      </p>
      <ButtonLink
        ref={actionRef}
        href={stepPath('select-tariff')}
        variant="secondary"
        size="small"
        aria-describedby={messageId}
      >
        {CHECK_PRICES_LABEL}
      </ButtonLink>
    </div>
  );
}

/**
 * For a step's submit: true when the prices shown have ended, after taking the prospect to the
 * notice's way to today's prices (its description says why), so stale prices go no further.
 */
export function stopIfQuoteEnded(
  pricedAt: string,
  actionRef: RefObject<HTMLAnchorElement | null>,
): boolean {
  if (quoteHold(pricedAt, Date.now()) !== 'ended') return false;
  actionRef.current?.focus();
  return true;
}
