import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  BroaderGroup,
  BroaderGroupApplication,
  WarmHomeDiscount,
  WarmHomeDiscountMatch,
} from '@/lib/gateway/contract/warm-home-discount';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import { applyForBroaderGroup, getWarmHomeDiscount } from '@/lib/gateway/warm-home-discount';
import { makeAccountSummary } from '@/tests/utils/account';
import { makeRouter } from '@/tests/utils/make-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import WarmHomeDiscountPage from '@/pages/accounts/warm-home-discount';

vi.mock('next/router', () => ({
  useRouter: () => makeRouter({ pathname: '/accounts/warm-home-discount' }),
}));
vi.mock('@/lib/gateway/warm-home-discount', () => ({
  getWarmHomeDiscount: vi.fn(),
  applyForBroaderGroup: vi.fn(),
}));

const TODAY = '2026-03-15';
const SCHEME_YEAR = { label: '2025/26', from: '2025-04-01', to: '2026-03-31' };
const edinburgh = makeAccountSummary({
  number: '40956208',
  supplyAddress: {
    line1: 'Flat 3F2',
    line2: '21 Marchmont Crescent',
    town: 'Edinburgh',
    postcode: 'EH9 1HN',
  },
  fuelType: 'Electricity',
  fuels: ['electricity'],
});

function inEngland(match: WarmHomeDiscountMatch): WarmHomeDiscount {
  return { scheme: 'england-wales', schemeYear: SCHEME_YEAR, amountPence: 15_000, match };
}

function inScotland(broaderGroup: Partial<BroaderGroup> = {}): WarmHomeDiscount {
  return {
    scheme: 'scotland',
    schemeYear: SCHEME_YEAR,
    amountPence: 15_000,
    match: { status: 'not-matched' },
    broaderGroup: {
      status: 'open',
      opensOn: '2025-10-01',
      placesLeft: 399,
      application: null,
      ...broaderGroup,
    },
  };
}

const received: BroaderGroupApplication = {
  id: 1,
  status: 'Received',
  declineReason: null,
  benefit: 'universal-credit',
  benefitHolder: 'customer',
  nameOnBenefit: 'Isla Campbell',
  nationalInsuranceNumberEnd: '56C',
  submittedAt: `${TODAY}T10:00:00.000Z`,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
  vi.mocked(getWarmHomeDiscount).mockReset().mockResolvedValue(inScotland());
  vi.mocked(applyForBroaderGroup)
    .mockReset()
    .mockResolvedValue(inScotland({ placesLeft: 398, application: received }));
});
afterEach(() => {
  vi.useRealTimers();
});

const showScotland = () =>
  renderAccountScreen(<WarmHomeDiscountPage />, makeAccountState(), [edinburgh]);

describe('in England and Wales', () => {
  it.each([
    [
      { status: 'matched' } as const,
      'You qualify',
      'We will take £150 off your electricity bill by 31 March 2026',
    ],
    [
      { status: 'confirm-by-phone', confirmBy: '2026-04-08' } as const,
      'Call the government by 8 April 2026',
      'Call its Warm Home Discount helpline on 0800 030 9322 by 8 April 2026, the date on your letter',
    ],
    [
      { status: 'paid', paidOn: '2026-03-03', amountPence: 15_000 } as const,
      'Paid on 3 March 2026',
      'We took £150 off your electricity bill on 3 March 2026',
    ],
    [
      { status: 'not-matched' } as const,
      'Not matched yet',
      'The government has not told us that you qualify for 2025/26',
    ],
  ])('says what the matching found: %j', async (match, status, words) => {
    vi.mocked(getWarmHomeDiscount).mockResolvedValue(inEngland(match));
    await renderAccountScreen(<WarmHomeDiscountPage />);
    const discount = await screen.findByRole('region', { name: 'Your discount for 2025/26' });
    expect(within(discount).getByText(status)).toBeVisible();
    expect(discount).toHaveTextContent(words);
    expect(screen.queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
  });

  it('says what to do with a letter, with the helpline to call', async () => {
    vi.mocked(getWarmHomeDiscount).mockResolvedValue(inEngland({ status: 'matched' }));
    await renderAccountScreen(<WarmHomeDiscountPage />);
    const letter = await screen.findByRole('region', { name: 'If you get a letter about it' });
    expect(within(letter).getByRole('link', { name: '0800 030 9322' })).toHaveAttribute(
      'href',
      'tel:08000309322',
    );
    expect(
      screen.getByRole('region', { name: 'How it works in England and Wales' }),
    ).toHaveTextContent('You do not need to apply.');
  });
});

async function fillInTheApplication(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(
    await screen.findByLabelText('The benefit you or your partner get'),
    'universal-credit',
  );
  await user.click(screen.getByLabelText('I do'));
  await user.type(screen.getByLabelText('Their name, as on the benefit'), 'Isla Campbell');
  await user.type(screen.getByLabelText('Their date of birth'), '1984-02-11');
  await user.type(screen.getByLabelText('Their National Insurance number'), 'ab 12 34 56 c');
  await user.click(screen.getByLabelText('A child under 5 lives with you'));
  await user.click(screen.getByLabelText(/The details are true/));
}

const applyButton = () => screen.getByRole('button', { name: 'Apply for the Warm Home Discount' });

describe('in Scotland', () => {
  it('explains who can apply, and the places left', async () => {
    await showScotland();
    const how = await screen.findByRole('region', { name: 'How it works in Scotland' });
    expect(how).toHaveTextContent('Universal Credit');
    expect(how).toHaveTextContent('A child under 5 lives with you');
    expect(how).toHaveTextContent(
      'Guarantee Credit part of Pension Credit, you do not need to apply',
    );
    expect(screen.getByRole('region', { name: 'Apply for 2025/26' })).toHaveTextContent(
      'We have 399 places left for 2025/26.',
    );
  });

  it('says beside each field what is missing, and sends nothing', async () => {
    const user = userEvent.setup();
    await showScotland();
    await screen.findByLabelText('The benefit you or your partner get');
    await user.click(applyButton());

    expect(
      screen.getByLabelText('The benefit you or your partner get'),
    ).toHaveAccessibleDescription(/Choose the benefit you or your partner get/);
    expect(screen.getByRole('group', { name: 'Who gets it?' })).toHaveAccessibleDescription(
      /Choose who gets the benefit/,
    );
    expect(screen.getByLabelText('Their name, as on the benefit')).toHaveAccessibleDescription(
      /Enter the name on the benefit/,
    );
    expect(screen.getByLabelText('Their date of birth')).toHaveAccessibleDescription(
      /Enter the date of birth/,
    );
    expect(screen.getByLabelText('Their National Insurance number')).toHaveAccessibleDescription(
      /Enter the National Insurance number/,
    );
    expect(screen.getByLabelText(/The details are true/)).toHaveAccessibleDescription(
      /Tick to confirm/,
    );
    expect(applyForBroaderGroup).not.toHaveBeenCalled();
  });

  it('checks the National Insurance number, the age and the home against the benefit', async () => {
    const user = userEvent.setup();
    await showScotland();
    await fillInTheApplication(user);
    const ni = screen.getByLabelText('Their National Insurance number');
    await user.clear(ni);
    await user.type(ni, 'AB 12 34 56');
    const dateOfBirth = screen.getByLabelText('Their date of birth');
    await user.clear(dateOfBirth);
    await user.type(dateOfBirth, '2010-03-16');
    await user.click(screen.getByLabelText('A child under 5 lives with you'));
    await user.click(applyButton());

    expect(ni).toHaveAccessibleDescription(/Enter a National Insurance number like AB 12 34 56 C/);
    expect(dateOfBirth).toHaveAccessibleDescription(/must be 16 or over/);
    expect(
      screen.getByRole('group', { name: 'Which of these are true of your home?' }),
    ).toHaveAccessibleDescription(/one of these must be true of your home/);
    expect(applyForBroaderGroup).not.toHaveBeenCalled();
  });

  it("keeps what was typed when the send fails, with the gateway's message on its field", async () => {
    const user = userEvent.setup();
    vi.mocked(applyForBroaderGroup).mockRejectedValueOnce(
      new GatewayError('Please check these details.', 422, {
        fields: [
          {
            path: 'body.dateOfBirth',
            message: 'The person who gets the benefit must be 16 or over: check the date of birth',
          },
        ],
      }),
    );
    await showScotland();
    await fillInTheApplication(user);
    await user.click(applyButton());

    const dateOfBirth = await screen.findByLabelText('Their date of birth');
    expect(dateOfBirth).toHaveAccessibleDescription(/must be 16 or over/);
    expect(dateOfBirth).toHaveFocus();
    expect(dateOfBirth).toHaveValue('1984-02-11');
    expect(screen.getByLabelText('Their name, as on the benefit')).toHaveValue('Isla Campbell');
    expect(screen.getByLabelText('Their National Insurance number')).toHaveValue('ab 12 34 56 c');
    expect(screen.getByLabelText('A child under 5 lives with you')).toBeChecked();
    expect(screen.getByLabelText('I do')).toBeChecked();
  });

  it('sends the application once per set of answers, then shows where it has got to', async () => {
    const user = userEvent.setup();
    vi.mocked(applyForBroaderGroup).mockRejectedValueOnce(
      new GatewayError('Something went wrong on our side.', 500),
    );
    await showScotland();
    await fillInTheApplication(user);
    await user.click(applyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(applyButton());

    const [first, second] = vi.mocked(applyForBroaderGroup).mock.calls;
    expect(first).toEqual([
      1,
      {
        benefit: 'universal-credit',
        benefitHolder: 'customer',
        nameOnBenefit: 'Isla Campbell',
        dateOfBirth: '1984-02-11',
        nationalInsuranceNumber: 'AB123456C',
        householdFacts: ['child-under-five'],
        consent: true,
      },
      { idempotencyKey: expect.any(String) },
    ]);
    expect(second?.[2].idempotencyKey).toBe(first?.[2].idempotencyKey);

    const application = await screen.findByRole('region', { name: 'Your application' });
    expect(within(application).getByText('Received')).toHaveFocus();
    expect(application).toHaveTextContent(
      'We check the details with the Department for Work and Pensions',
    );
    expect(application).toHaveTextContent('National Insurance numberEnding 56C');
    expect(
      screen.queryByRole('button', { name: 'Apply for the Warm Home Discount' }),
    ).not.toBeInTheDocument();
  });

  it('shows the application made meanwhile in another tab, when the gateway says so', async () => {
    const user = userEvent.setup();
    vi.mocked(applyForBroaderGroup).mockRejectedValueOnce(
      new GatewayError('You applied for the Warm Home Discount for 2025/26 on 15 March 2026.', 409),
    );
    await showScotland();
    await fillInTheApplication(user);
    vi.mocked(getWarmHomeDiscount).mockResolvedValue(inScotland({ application: received }));
    await user.click(applyButton());

    expect(await screen.findByRole('region', { name: 'Your application' })).toHaveTextContent(
      'Ending 56C',
    );
    expect(
      screen.queryByRole('button', { name: 'Apply for the Warm Home Discount' }),
    ).not.toBeInTheDocument();
  });

  it('shows an accepted application with when the discount comes', async () => {
    vi.mocked(getWarmHomeDiscount).mockResolvedValue(
      inScotland({ application: { ...received, status: 'Accepted' } }),
    );
    await showScotland();
    const application = await screen.findByRole('region', { name: 'Your application' });
    expect(application).toHaveTextContent(
      'Your place is confirmed. We will take £150 off your electricity bill by 31 March 2026.',
    );
  });

  it('says when applications open, and when the places are gone', async () => {
    vi.mocked(getWarmHomeDiscount).mockResolvedValue(
      inScotland({ status: 'not-open-yet', opensOn: '2026-03-20', placesLeft: 400 }),
    );
    const { unmount } = await showScotland();
    expect(await screen.findByRole('region', { name: 'Apply for 2025/26' })).toHaveTextContent(
      'Applications for 2025/26 open on 20 March 2026.',
    );
    expect(screen.queryByLabelText('Their National Insurance number')).not.toBeInTheDocument();
    unmount();

    vi.mocked(getWarmHomeDiscount).mockResolvedValue(inScotland({ status: 'full', placesLeft: 0 }));
    await showScotland();
    expect(await screen.findByRole('region', { name: 'Apply for 2025/26' })).toHaveTextContent(
      'All our Broader Group places for 2025/26 have been taken',
    );
  });
});

it('says why, in words, to a customer the permission model refuses', async () => {
  await renderAccountScreen(
    <WarmHomeDiscountPage />,
    makeAccountState({ eligibleForWarmHomeDiscount: false }),
  );
  expect(
    await screen.findByText(/we do not supply the electricity of this home/),
  ).toHaveTextContent('the discount goes on the bill of the supplier of your electricity');
  expect(getWarmHomeDiscount).not.toHaveBeenCalled();
});
