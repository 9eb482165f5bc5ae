import { screen, within } from '@testing-library/react';
import { getBill } from '@/lib/gateway/bills';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { makeAccountSummary, makeBill } from '@/tests/utils/account';
import { makeRouter } from '@/tests/utils/make-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { BillScreen } from './bill-screen';

const router = makeRouter({ pathname: '/accounts/balance/bill', query: { id: '31' } });
vi.mock('next/router', () => ({ useRouter: () => router }));
vi.mock('@/lib/gateway/bills', () => ({ getBill: vi.fn() }));

async function renderBill() {
  await renderAccountScreen(<BillScreen account={makeAccountSummary()} />);
  return screen.findByRole('heading', { name: 'Bill for October 2026' });
}

beforeEach(() => {
  router.query = { id: '31' };
  vi.mocked(getBill).mockReset().mockResolvedValue(makeBill());
});

describe('a bill explained', () => {
  it('works each electricity line through from its readings to its cost', async () => {
    await renderBill();
    const electricity = within(screen.getByRole('region', { name: 'Electricity' }));
    expect(electricity.getByText('21L4815162')).toBeVisible();
    expect(electricity.getByText('18,204 kWh, sent by your smart meter (actual)')).toBeVisible();
    expect(electricity.getByText('18,450 − 18,204 = 246 kWh')).toBeVisible();
    expect(electricity.getByText(/246 kWh × 24\.7589p =/)).toHaveTextContent('£60.91');
    expect(
      electricity.getByText(/Electricity standing charge: So Fixed 12M: 31 days × 52\.5714p a day/),
    ).toHaveTextContent('£16.30');
    expect(getBill).toHaveBeenCalledWith(1, 31);
  });

  it('shows the gas conversion from cubic metres to kWh, each figure named', async () => {
    await renderBill();
    const gas = within(screen.getByRole('region', { name: 'Gas' }));
    expect(gas.getByText('5,873 − 5,810 = 63 m³')).toBeVisible();
    expect(
      gas.getByText(
        '63 m³ × 1.02264 (volume correction) × 39.5 MJ/m³ (calorific value) ÷ 3.6 = 706.9 kWh',
      ),
    ).toBeVisible();
    expect(gas.getByText('5,873 m³, estimated by us')).toBeVisible();
  });

  it('says plainly when a reading was estimated, and how to send one', async () => {
    await renderBill();
    expect(screen.getByText(/uses a reading we estimated/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send us a meter reading' })).toHaveAttribute(
      'href',
      '/accounts/readings',
    );
  });

  it('adds up the total with VAT and reconciles it with the balance', async () => {
    await renderBill();
    const summary = within(screen.getByRole('table', { name: 'How the total adds up' }));
    expect(summary.getByRole('row', { name: /before VAT/ })).toHaveTextContent('£126.47');
    expect(summary.getByRole('row', { name: /VAT at 5% on £126.47/ })).toHaveTextContent('£6.32');
    expect(summary.getByRole('row', { name: /Total for October 2026/ })).toHaveTextContent(
      '£132.79',
    );
    expect(screen.getByRole('region', { name: 'Your balance' })).toHaveTextContent(
      'Before this bill, on 5 November 2026, your balance was £121.00 in credit. ' +
        'This bill took £132.79 from it, leaving £11.79 owed.',
    );
  });

  it('has no estimate note when every reading was actual', async () => {
    const bill = makeBill();
    const lines = bill.lines.map((line) =>
      line.readings
        ? {
            ...line,
            readings: {
              ...line.readings,
              closing: { ...line.readings.closing, source: 'smart' as const },
            },
          }
        : line,
    );
    vi.mocked(getBill).mockResolvedValue({ ...bill, lines });
    await renderBill();
    expect(screen.queryByText(/uses a reading we estimated/)).not.toBeInTheDocument();
  });

  it('says so when the bill is not on this account', async () => {
    vi.mocked(getBill).mockRejectedValue(
      new GatewayError('We could not find that bill on this account.', 404),
    );
    await renderAccountScreen(<BillScreen account={makeAccountSummary()} />);
    expect(await screen.findByText(/We could not find that bill/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all your bills' })).toHaveAttribute(
      'href',
      '/accounts/balance',
    );
  });

  it('asks for nothing when the link names no bill', async () => {
    router.query = { id: 'abc' };
    await renderAccountScreen(<BillScreen account={makeAccountSummary()} />);
    expect(screen.getByText(/That link does not name a bill/)).toBeVisible();
    expect(getBill).not.toHaveBeenCalled();
  });
});
