import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first thing a keyboard user reaches and points at the main content', async () => {
    render(
      <>
        <SkipLink />
        <a href="#site-header">Header link</a>
        <main id={MAIN_CONTENT_ID}>Content</main>
      </>,
    );

    await userEvent.tab();

    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
    expect(document.getElementById(MAIN_CONTENT_ID)).toBeInTheDocument();
  });
});
