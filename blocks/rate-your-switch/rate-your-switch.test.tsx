import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ALEX_RATING_CODE,
  makeSwitchRatingRequest,
  ratingCodeFor,
} from '@/tests/utils/make-page-block-requests';
import { makePageContext, renderBlok } from '@/tests/utils/render-blok';
import { serveTestGatewayForEachTest, storedRows } from '@/tests/utils/test-gateway-fetch';
import fixture from './fixture.json';
import { sql } from 'kysely';

const RATE = '/api/v1/feedback/switch-rating';

const served = serveTestGatewayForEachTest();
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** /reviews?ref=… as the welcome email links to it (Alex's account is a seeded sign-up). */
function renderWithReference(reference = ALEX_RATING_CODE) {
  window.history.replaceState(null, '', `/reviews?ref=${reference}`);
  return renderBlok(fixture);
}

const ratings = () =>
  storedRows(served(), sql`SELECT account_id AS "accountId", stars, comment FROM switch_ratings`);

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send my rating' }));

describe('rate your switch', () => {
  it('offers 1 to 5 stars as a radio group, each with a visible label', async () => {
    renderWithReference();
    expect(
      await screen.findByRole('group', { name: 'How did your switch to So Energy go?' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('value', '4');
  });

  it('rates with the keyboard and an optional comment, then thanks the person', async () => {
    renderWithReference();
    await screen.findByRole('group', { name: 'How did your switch to So Energy go?' });
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Tell us more (optional)' }),
      'Quick and painless.',
    );
    await send();

    expect(
      await screen.findByText(
        'Thank you for rating your switch. Every rating helps us make switching easier.',
      ),
    ).toBeInTheDocument();
    expect(await ratings()).toEqual([{ accountId: 1, stars: 4, comment: 'Quick and painless.' }]);
  });

  it('asks for a number of stars before sending', async () => {
    renderWithReference();
    await userEvent.click(await screen.findByRole('button', { name: 'Send my rating' }));
    expect(await screen.findByText('Choose from 1 to 5 stars')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Choose from 1 to 5 stars');
    expect(served().requests).toHaveLength(0);
  });

  it('tells the person clearly when this switch has already been rated', async () => {
    await served().gateway.request(RATE, {
      method: 'POST',
      json: makeSwitchRatingRequest({ stars: 5 }),
    });
    renderWithReference();
    await userEvent.click(await screen.findByRole('radio', { name: '2 stars' }));
    await send();
    expect(
      await screen.findByText(
        'You have already rated this switch, so we have kept your first rating. Thank you!',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my rating' })).toBeNull();
    expect(await ratings()).toEqual([{ accountId: 1, stars: 5, comment: null }]);
  });

  it('says so when the link is not one of ours, keeping the choice', async () => {
    renderWithReference(ratingCodeFor('99999999'));
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    await send();
    expect(
      await screen.findByText(/^We could not find a switch from that link/),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
  });

  it('takes the reference from the route when the page has one', async () => {
    renderBlok(fixture, { pageContext: makePageContext({ routeParam: ALEX_RATING_CODE }) });
    await userEvent.click(await screen.findByRole('radio', { name: '3 stars' }));
    await send();
    await screen.findByText(/^Thank you for rating/);
    expect(await served().requests[0]?.json()).toEqual({ reference: ALEX_RATING_CODE, stars: 3 });
  });

  it('explains how to rate when the page has no reference, and shows no form', async () => {
    renderBlok(fixture);
    expect(
      screen.getByText(
        'To rate your switch, please use the link in the welcome email we sent when you joined.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows the button as busy and disabled while sending', async () => {
    const release = served().holdNext(RATE);
    renderWithReference();
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    await send();
    const button = screen.getByRole('button', { name: 'Send my rating' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText(/^Thank you for rating/)).toBeInTheDocument();
  });
});
