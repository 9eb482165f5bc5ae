import type { NextRouter } from 'next/router';
import { redact } from '@/lib/monitoring/redact';
import { pushDataLayerEvent } from './data-layer';

/**
 * Pushes a `page_view` to the data layer after every client-side page change (the tag manager
 * sees the first page load itself). Query parameters that could identify someone or carry a
 * token are redacted first: analytics must never receive them.
 */
export function trackPageViews(events: NextRouter['events']): () => void {
  const onPageChange = (url: string) => {
    pushDataLayerEvent({
      event: 'page_view',
      page_path: redact(url),
      page_location: redact(window.location.href),
    });
  };
  events.on('routeChangeComplete', onPageChange);
  return () => events.off('routeChangeComplete', onPageChange);
}
