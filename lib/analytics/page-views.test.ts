// @vitest-environment jsdom
import mitt from 'next/dist/shared/lib/mitt';
import type { NextRouter } from 'next/router';
import { REDACTED } from '@/lib/monitoring/redact';
import { trackPageViews } from './page-views';

describe('page views', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('pushes a page_view after each page change, without tokens or names, until stopped', () => {
    const events: NextRouter['events'] = mitt();
    const stop = trackPageViews(events);

    events.emit('routeChangeStart', '/about');
    events.emit('routeChangeComplete', '/about');
    events.emit('routeChangeComplete', '/accounts/reset?token=abc&first_name=Sam&step=2');
    stop();
    events.emit('routeChangeComplete', '/blog');

    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/about', page_location: window.location.href },
      {
        event: 'page_view',
        page_path: `/accounts/reset?token=${REDACTED}&first_name=${REDACTED}&step=2`,
        page_location: window.location.href,
      },
    ]);
  });
});
