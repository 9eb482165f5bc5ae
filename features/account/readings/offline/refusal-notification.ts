import { formatLongDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { ACCOUNT_SECTIONS } from '@/lib/gateway/contract/account-sections';
import type { KeptReading } from './kept-readings';

/** Where a refusal's notification leads: the screen that shows the reading and what to do. */
export const REFUSAL_NOTIFICATION_URL = ACCOUNT_SECTIONS.readings.route;

export interface RefusalNotification {
  title: string;
  options: NotificationOptions & { body: string; tag: string; data: { url: string } };
}

/**
 * The notification of a kept reading refused when it arrived, for a tab and the service worker
 * alike: the figures (the worker knows no meter's units), the refusal's own words and what to
 * do; tagged by the reading, so that showing it again replaces it.
 */
export function refusalNotification({
  submission,
  refusal,
  idempotencyKey,
}: KeptReading): RefusalNotification {
  const figures = submission.readings.map(({ value }) => formatNumber(value)).join(' and ');
  return {
    title: "Your meter reading wasn't taken",
    options: {
      body: `${figures} on ${formatLongDate(submission.readOn)}: ${refusal ?? ''} Check the meter and send the right reading on Meter Readings.`,
      tag: `kept-reading-${idempotencyKey}`,
      data: { url: REFUSAL_NOTIFICATION_URL },
    },
  };
}

/** Shows each refused reading's notification, where the customer allowed notifications. */
export async function showRefusals(
  registration: Pick<ServiceWorkerRegistration, 'showNotification'> | undefined,
  refused: readonly KeptReading[],
): Promise<void> {
  if (!registration || typeof Notification === 'undefined') return;
  if (Notification.permission !== 'granted') return;
  await Promise.all(
    refused.map((reading) => {
      const { title, options } = refusalNotification(reading);
      return registration.showNotification(title, options);
    }),
  );
}
