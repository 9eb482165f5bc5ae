import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestNameChange, updateCustomer } from '@/lib/gateway/customers';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { makeCustomer } from '@/tests/utils/account';
import { makeRouter } from '@/tests/utils/make-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { DetailsScreen } from './details-screen';

vi.mock('next/router', () => ({ useRouter: () => makeRouter({ pathname: '/accounts/edit' }) }));
vi.mock('@/lib/gateway/customers', () => ({
  updateCustomer: vi.fn(),
  requestNameChange: vi.fn(),
}));

// The test session signs in as makeCustomer(): Mx Alex Morgan, alex@example.com, 07700900123.
const alex = makeCustomer();
const section = (name: string) => screen.findByRole('region', { name });

afterEach(() => vi.mocked(updateCustomer).mockReset());

describe('Personal details', () => {
  it('saves a new phone number, sending only that, and says so', async () => {
    const user = userEvent.setup();
    vi.mocked(updateCustomer).mockResolvedValue({ ...alex, phone: '07700900999' });
    await renderAccountScreen(<DetailsScreen />);
    const contact = await section('Contact details');
    const phone = await within(contact).findByLabelText('Phone number');
    await user.clear(phone);
    await user.type(phone, '07700 900 999');
    await user.click(within(contact).getByRole('button', { name: 'Save contact details' }));

    expect(await within(contact).findByRole('status')).toHaveTextContent(
      'Saved: your phone number is now 07700900999.',
    );
    expect(updateCustomer).toHaveBeenCalledWith(1, { phone: '07700900999' });
    expect(within(contact).queryByLabelText('Your current password')).toBeNull();
  });

  it('asks for the current password before a new email is sent, and shows the gateway refusing a wrong one beside it', async () => {
    const user = userEvent.setup();
    vi.mocked(updateCustomer).mockRejectedValue(
      new GatewayError('That is not your current password.', 422, {
        fields: [{ path: 'body.currentPassword', message: 'That is not your current password.' }],
      }),
    );
    await renderAccountScreen(<DetailsScreen />);
    const contact = await section('Contact details');
    const email = await within(contact).findByLabelText(/^Email address/);
    await user.clear(email);
    await user.type(email, 'alex.morgan@example.com');
    await user.click(within(contact).getByRole('button', { name: 'Save contact details' }));
    const password = within(contact).getByLabelText(/^Your current password/);
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Enter your current password to change your email address'),
    );
    expect(updateCustomer).not.toHaveBeenCalled();

    await user.type(password, 'not-it');
    await user.click(within(contact).getByRole('button', { name: 'Save contact details' }));
    expect(updateCustomer).toHaveBeenCalledWith(1, {
      email: 'alex.morgan@example.com',
      currentPassword: 'not-it',
    });
    expect(
      await within(contact).findByText('That is not your current password.'),
    ).toBeInTheDocument();
    expect(email).toHaveValue('alex.morgan@example.com');
  });

  it('asks the new address to confirm a new email, says so, and keeps saying so until it is opened', async () => {
    const user = userEvent.setup();
    const pendingEmail = { email: 'alex.morgan@example.com', expiresAt: '2099-03-16T10:00:00Z' };
    vi.mocked(updateCustomer).mockResolvedValue({ ...alex, pendingEmail });
    await renderAccountScreen(<DetailsScreen />);
    const contact = await section('Contact details');
    const email = await within(contact).findByLabelText(/^Email address/);
    await user.clear(email);
    await user.type(email, 'Alex.Morgan@example.com');
    await user.type(within(contact).getByLabelText(/^Your current password/), 'demo-password-2026');
    await user.click(within(contact).getByRole('button', { name: 'Save contact details' }));

    expect(await within(contact).findByRole('status')).toHaveTextContent(
      'Saved: check alex.morgan@example.com for the link we have sent, and open it within 24 hours to log in with that address.',
    );
    // The login has not moved yet: the field shows the address it uses, and what is waiting.
    expect(email).toHaveValue('alex@example.com');
    expect(email).toHaveAccessibleDescription(
      'You log in with this, and we send your bills to it. To log in with alex.morgan@example.com instead, open the link we emailed there by 16 March 2099 at 10:00.',
    );
    expect(within(contact).queryByLabelText(/^Your current password/)).toBeNull();
  });

  it('says when the link sent to a new email has expired', async () => {
    const pendingEmail = { email: 'alex.morgan@example.com', expiresAt: '2020-01-01T00:00:00Z' };
    await renderAccountScreen(<DetailsScreen />, undefined, undefined, { ...alex, pendingEmail });
    const contact = await section('Contact details');
    expect(await within(contact).findByLabelText(/^Email address/)).toHaveAccessibleDescription(
      expect.stringContaining(
        'The link we sent to alex.morgan@example.com has expired: to log in with it, enter it again and save.',
      ),
    );
  });

  it('sends letters to another address once it is a full address', async () => {
    const user = userEvent.setup();
    const address = { line1: '1 Park Row', line2: null, town: 'Leeds', postcode: 'LS1 5HD' };
    vi.mocked(updateCustomer).mockResolvedValue({ ...alex, correspondenceAddress: address });
    await renderAccountScreen(<DetailsScreen />);
    const letters = await section('Where we send letters');
    await user.click(await within(letters).findByLabelText('A different address'));
    await user.type(within(letters).getByLabelText('Address line 1'), '1 Park Row');
    await user.click(within(letters).getByRole('button', { name: 'Save where we send letters' }));
    expect(await within(letters).findByText('Enter the town or city')).toBeInTheDocument();

    await user.type(within(letters).getByLabelText('Town or city'), 'Leeds');
    await user.type(within(letters).getByLabelText('Postcode'), 'ls15hd');
    await user.click(within(letters).getByRole('button', { name: 'Save where we send letters' }));
    expect(await within(letters).findByRole('status')).toHaveTextContent(
      'Saved: we will send your letters and bills to 1 Park Row, Leeds, LS1 5HD.',
    );
    expect(updateCustomer).toHaveBeenCalledWith(1, {
      correspondenceAddress: { line1: '1 Park Row', town: 'Leeds', postcode: 'LS1 5HD' },
    });
  });

  it('saves large print bills and the news the customer wants', async () => {
    const user = userEvent.setup();
    vi.mocked(updateCustomer).mockResolvedValue({ ...alex, billFormat: 'large-print' });
    await renderAccountScreen(<DetailsScreen />);
    const keepInTouch = await section('How we keep in touch');
    await user.click(await within(keepInTouch).findByLabelText('Large print'));
    await user.click(
      within(keepInTouch).getByRole('button', { name: 'Save how we keep in touch' }),
    );
    expect(await within(keepInTouch).findByRole('status')).toHaveTextContent(
      'Saved: your bills and letters will come in large print, and we will not send you news or offers.',
    );
    expect(updateCustomer).toHaveBeenCalledWith(1, {
      billFormat: 'large-print',
      marketingConsent: false,
      evMarketingConsent: false,
    });
  });

  it('asks to change the name with a reason, once, and says what happens next', async () => {
    const user = userEvent.setup();
    vi.mocked(requestNameChange).mockResolvedValue({
      id: 3,
      firstName: 'Alex',
      lastName: 'Reid',
      reason: 'marriage',
      details: null,
      status: 'Pending',
      requestedAt: '2026-11-25T10:00:00.000Z',
    });
    await renderAccountScreen(<DetailsScreen />);
    const name = await section('Your name');
    await user.type(await within(name).findByLabelText('New first name'), 'Alex');
    await user.type(within(name).getByLabelText('New last name'), 'Reid');
    await user.click(within(name).getByRole('button', { name: 'Ask to change my name' }));
    expect(await within(name).findByText('Choose why your name is changing')).toBeInTheDocument();

    await user.click(within(name).getByLabelText('Marriage or civil partnership'));
    await user.click(within(name).getByRole('button', { name: 'Ask to change my name' }));
    expect(await within(name).findByRole('status')).toHaveTextContent(
      'You asked us on 25 November 2026 to change your name to Alex Reid (marriage or civil partnership).',
    );
    expect(requestNameChange).toHaveBeenCalledWith(
      1,
      { firstName: 'Alex', lastName: 'Reid', reason: 'marriage', details: '' },
      { idempotencyKey: expect.any(String) },
    );
    expect(within(name).queryByRole('button', { name: 'Ask to change my name' })).toBeNull();
  });
});
