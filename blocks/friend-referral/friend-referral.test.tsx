import { screen } from '@testing-library/react';
import { makePageContext, renderBlok } from '@/tests/utils/render-blok';
import { FreshSwrCache } from '@/tests/utils/fresh-swr-cache';
import { serveTestGatewayForEachTest } from '@/tests/utils/test-gateway-fetch';
import fixture from './fixture.json';

const served = serveTestGatewayForEachTest();

function renderOnReferralPage(code: string | null, blok: object = fixture) {
  return renderBlok(blok, {
    pageContext: makePageContext({ routeParam: code }),
    wrapper: FreshSwrCache,
  });
}

const quoteLink = () => screen.getByRole('link', { name: 'Get your quote' });

describe('friend referral', () => {
  it('shows who invited the visitor (first name only) and the offer, and carries the code', async () => {
    renderOnReferralPage('alex-m7q2');
    expect(
      await screen.findByText('Alex has invited you to switch to So Energy.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Switch using Alex's link and you'll both get £50 credit on your energy account once your supply starts.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Morgan/)).toBeNull();
    expect(quoteLink()).toHaveAttribute('href', '/energy/quote?referral=ALEX-M7Q2');
  });

  it('says it is checking while the invitation loads, with the link already carrying the code', async () => {
    const release = served().holdNext('/api/v1/referrals/');
    renderOnReferralPage('ALEX-M7Q2');
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your invitation…');
    expect(quoteLink()).toHaveAttribute('href', '/energy/quote?referral=ALEX-M7Q2');
    release();
    expect(await screen.findByText(/^Alex has invited you/)).toBeInTheDocument();
  });

  it('answers an unknown code kindly with the normal offer, and does not carry it', async () => {
    renderOnReferralPage('NOBODY-123');
    expect(await screen.findByText(/^We couldn't find that referral link/)).toBeInTheDocument();
    expect(
      screen.getByText(/^Every So Energy tariff comes with 100% renewable/),
    ).toBeInTheDocument();
    expect(quoteLink()).toHaveAttribute('href', '/energy/quote');
  });

  it('does not ask the gateway about a code that cannot be one', async () => {
    renderOnReferralPage('<script>');
    expect(await screen.findByText(/^We couldn't find that referral link/)).toBeInTheDocument();
    expect(served().requests).toHaveLength(0);
  });

  it('shows the normal offer on /r without a code', async () => {
    renderOnReferralPage(null);
    expect(await screen.findByText(/^Every So Energy tariff/)).toBeInTheDocument();
    expect(screen.queryByText(/invited you|couldn't find/)).toBeNull();
    expect(quoteLink()).toHaveAttribute('href', '/energy/quote');
  });

  it('keeps the code when the gateway cannot be reached, since it may still be good', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      served().interruptNext('/api/v1/referrals/', 'network');
    }
    renderOnReferralPage('ALEX-M7Q2');
    expect(
      await screen.findByText(/^We couldn't check your invitation just now/),
    ).toBeInTheDocument();
    expect(quoteLink()).toHaveAttribute('href', '/energy/quote?referral=ALEX-M7Q2');
  });

  it('uses the default texts when an editor leaves them empty', async () => {
    renderOnReferralPage('SAM-P4K8', { ...fixture, invited_text: '', offer_text: '  ' });
    expect(
      await screen.findByText('Sam has invited you to switch to So Energy.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Switch using Sam's link/)).toBeInTheDocument();
  });
});
