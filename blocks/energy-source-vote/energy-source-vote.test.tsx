import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeVoteRequest } from '@/tests/utils/make-page-block-requests';
import { renderBlok } from '@/tests/utils/render-blok';
import { getCookie, setCookie } from '@/lib/cookies';
import { clearAllCookies } from '@/tests/utils/cookies';
import { FreshSwrCache } from '@/tests/utils/fresh-swr-cache';
import { serveTestGatewayForEachTest } from '@/tests/utils/test-gateway-fetch';
import fixture from './fixture.json';

const POLL = '/api/v1/votes/next-green-generator';

const served = serveTestGatewayForEachTest();
afterEach(() => {
  clearAllCookies();
});

/** Each test gets its own SWR cache, as a fresh page load would. */
function renderVote() {
  return renderBlok(fixture, { wrapper: FreshSwrCache });
}

async function othersVote(optionIds: string[]) {
  for (const optionId of optionIds) {
    await served().gateway.request(POLL, { method: 'POST', json: makeVoteRequest({ optionId }) });
  }
}

describe('energy-source vote', () => {
  it('offers the options from the CMS as a radio group named by the question', async () => {
    renderVote();
    const group = await screen.findByRole('group', {
      name: 'Which kind of generator should we sign our next long-term deal with?',
    });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'onshore-wind',
      'solar-farms',
      'small-hydro',
    ]);
  });

  it('asks for a choice before sending anything', async () => {
    renderVote();
    await userEvent.click(await screen.findByRole('button', { name: 'Cast my vote' }));
    expect(await screen.findByText('Choose an option to vote')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Choose an option to vote');
    expect(served().requests).toHaveLength(0);
  });

  it('votes, then shows every option’s share as a percentage and focuses the thanks', async () => {
    await othersVote(['onshore-wind', 'solar-farms', 'onshore-wind']);
    renderVote();
    await userEvent.click(await screen.findByRole('radio', { name: 'Solar farms' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cast my vote' }));

    const thanks = await screen.findByText(
      'Thank you for voting for Solar farms. Here are the results so far.',
    );
    expect(thanks).toHaveFocus();
    const results = screen.getByRole('list', { name: 'Results so far' });
    expect(results).toHaveTextContent('Onshore wind50%');
    expect(results).toHaveTextContent('Solar farms (your vote)50%');
    expect(results).toHaveTextContent('Small-scale hydro0%');
    expect(screen.getByText('4 votes so far')).toBeInTheDocument();
  });

  it('shows the button as busy and disabled while the vote is sent', async () => {
    const release = served().holdNext(POLL);
    renderVote();
    await userEvent.click(await screen.findByRole('radio', { name: 'Onshore wind' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cast my vote' }));
    const button = screen.getByRole('button', { name: 'Cast my vote' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText(/Thank you for voting/)).toBeInTheDocument();
  });

  it('votes once per browser: on the next visit it shows the results, not the form', async () => {
    const first = renderVote();
    await userEvent.click(await screen.findByRole('radio', { name: 'Small-scale hydro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cast my vote' }));
    await screen.findByText(/Thank you for voting/);
    first.unmount();

    renderVote();
    expect(
      await screen.findByText('You voted for Small-scale hydro. Here are the results so far.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('1 vote so far')).toBeInTheDocument();
  });

  it('on the next visit, says when the results cannot be loaded and tries again', async () => {
    setCookie('so_vote_next-green-generator', 'solar-farms');
    served().interruptNext(POLL, { status: 503 });
    renderVote();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the results just now.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('You voted for Solar farms. Here are the results so far.'),
    ).toBeInTheDocument();
  });

  it('keeps the first vote when the gateway already has one from this browser', async () => {
    const voterId = 'browser-already-voted-01';
    setCookie('so_client_id', voterId);
    await served().gateway.request(POLL, {
      method: 'POST',
      json: makeVoteRequest({ voterId, optionId: 'onshore-wind' }),
    });
    renderVote();
    await userEvent.click(await screen.findByRole('radio', { name: 'Solar farms' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cast my vote' }));
    expect(
      await screen.findByText('You voted for Onshore wind. Here are the results so far.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 vote so far')).toBeInTheDocument();
  });

  it('keeps the choice and says what happened when the vote cannot be sent', async () => {
    served().interruptNext(POLL, 'network');
    renderVote();
    await userEvent.click(await screen.findByRole('radio', { name: 'Solar farms' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cast my vote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach our servers. Please check your connection and try again.',
    );
    expect(screen.getByRole('radio', { name: 'Solar farms' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Cast my vote' }));
    expect(await screen.findByText(/Thank you for voting for Solar farms/)).toBeInTheDocument();
  });

  it('sends a random browser id, never anything that identifies the person', async () => {
    renderVote();
    await userEvent.click(await screen.findByRole('radio', { name: 'Onshore wind' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cast my vote' }));
    await screen.findByText(/Thank you for voting/);
    const body = await served().requests[0]?.json();
    expect(body).toEqual({ optionId: 'onshore-wind', voterId: getCookie('so_client_id') });
    expect(body.voterId).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
