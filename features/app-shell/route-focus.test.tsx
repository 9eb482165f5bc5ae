import { act, render, screen } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { MAIN_CONTENT_ID } from '@/lib/ui/skip-link';
import { makeRouter } from '@/tests/utils/make-router';
import { useFocusNewPage } from './route-focus';

function Shell({ router, heading }: { router: NextRouter; heading?: string }) {
  useFocusNewPage(router);
  return (
    <>
      <button type="button">Choose this tariff</button>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {heading && <h1>{heading}</h1>}
      </main>
    </>
  );
}

function renderShell(heading?: string) {
  const router = makeRouter({ asPath: '/energy/quote/select-tariff?fuel=dual' });
  const { rerender } = render(<Shell router={router} heading={heading} />);
  screen.getByRole('button').focus();
  // As Next does: the new page renders with the router at its path, then the change completes.
  const arrive = (url: string) => {
    rerender(<Shell router={{ ...router, asPath: url }} heading={heading} />);
    act(() => router.events.emit('routeChangeComplete', url));
  };
  return { arrive };
}

describe('focus when another page opens', () => {
  it('moves to the new page’s heading, which can take focus without joining the tab order', () => {
    const { arrive } = renderShell('Your details');
    arrive('/energy/quote/personal-details');
    const heading = screen.getByRole('heading', { level: 1, name: 'Your details' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('moves to the main content when the page has no heading yet', () => {
    const { arrive } = renderShell();
    arrive('/accounts');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves focus alone when the page first loads, so the skip link stays the first stop', () => {
    const skipLink = document.body.appendChild(document.createElement('a'));
    skipLink.href = `#${MAIN_CONTENT_ID}`;
    skipLink.focus();
    render(<Shell router={makeRouter()} heading="Your details" />);
    expect(skipLink).toHaveFocus();
    skipLink.remove();
  });

  it.each([
    ['a change of query', '/energy/quote/select-tariff?fuel=electricity'],
    ['an #anchor', '/energy/quote/select-tariff#tariffs'],
  ])('stays where it is after %s on the same page', (_case, url) => {
    const { arrive } = renderShell('Choose your tariff');
    arrive(url);
    expect(screen.getByRole('button', { name: 'Choose this tariff' })).toHaveFocus();
  });
});
