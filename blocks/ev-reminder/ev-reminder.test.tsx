import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlok } from '@/tests/utils/render-blok';
import {
  serveTestGatewayForEachTest,
  storedRows,
  TEST_NOW,
} from '@/tests/utils/test-gateway-fetch';
import fixture from './fixture.json';
import { sql } from 'kysely';

const served = serveTestGatewayForEachTest();
beforeEach(() => {
  // The page and the test gateway agree on the day: 15 March 2026.
  vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const reminders = () =>
  storedRows(served(), sql`SELECT email, remind_on AS "remindOn" FROM ev_reminders`);

async function fillIn({ email = 'sol@example.com', date = '2026-09-01', consent = true } = {}) {
  renderBlok(fixture);
  const emailField = await screen.findByRole('textbox', { name: 'Email address' });
  if (email) await userEvent.type(emailField, email);
  const dateField = screen.getByLabelText('Date for your reminder');
  if (date) await userEvent.type(dateField, date);
  if (consent) await userEvent.click(screen.getByRole('checkbox', { name: /Email me once/ }));
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Remind me' }));

describe('EV tariff switch reminder', () => {
  it('shows the intro from the CMS and limits the date to today up to two years ahead', async () => {
    renderBlok(fixture);
    const date = await screen.findByLabelText('Date for your reminder');
    expect(screen.getByText(/Picking up your electric car soon/)).toBeInTheDocument();
    expect(date).toHaveAttribute('min', '2026-03-15');
    expect(date).toHaveAttribute('max', '2028-03-15');
    expect(date).toHaveAccessibleDescription('Today or any day in the next 2 years');
  });

  it('sets the reminder and says when it will come', async () => {
    await fillIn();
    await send();
    const done = await screen.findByText("Done. We'll email sol@example.com on 1 September 2026.");
    expect(done.parentElement).toHaveFocus();
    expect(await reminders()).toEqual([{ email: 'sol@example.com', remindOn: '2026-09-01' }]);
  });

  it('moves the date when the same email signs up again, keeping one reminder', async () => {
    await fillIn();
    await send();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose a different date' }));
    const date = screen.getByLabelText('Date for your reminder');
    await userEvent.clear(date);
    await userEvent.type(date, '2027-01-15');
    await send();
    expect(
      await screen.findByText("Done. We'll email sol@example.com on 15 January 2027."),
    ).toBeInTheDocument();
    expect(await reminders()).toEqual([{ email: 'sol@example.com', remindOn: '2027-01-15' }]);
  });

  it('explains each problem beside its field and sends nothing', async () => {
    await fillIn({ email: 'sol@', date: '2026-03-14', consent: false });
    await send();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Enter an email address like name@example.com',
    );
    expect(screen.getByLabelText('Date for your reminder')).toHaveAccessibleDescription(
      'Today or any day in the next 2 years Choose today or a later date',
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Tick the box so that we can email you your reminder',
    );
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    expect(served().requests).toHaveLength(0);
  });

  it('refuses a date more than two years ahead', async () => {
    await fillIn({ date: '2028-03-16' });
    await send();
    expect(await screen.findByText('Choose a date within the next 2 years')).toBeInTheDocument();
    expect(served().requests).toHaveLength(0);
  });

  it('keeps what was typed when the send fails, and sends it on the next try', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    served().interruptNext('/api/v1/ev-reminders', { status: 500 });
    await fillIn();
    await send();
    expect(
      await screen.findByText(
        'Something went wrong on our side. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('sol@example.com');
    expect(screen.getByLabelText('Date for your reminder')).toHaveValue('2026-09-01');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(reported).toHaveBeenCalled();

    await send();
    expect(await screen.findByText(/^Done\./)).toBeInTheDocument();
  });

  it('shows the button as busy and disabled while sending', async () => {
    const release = served().holdNext('/api/v1/ev-reminders');
    await fillIn();
    await send();
    const button = screen.getByRole('button', { name: 'Remind me' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText(/^Done\./)).toBeInTheDocument();
  });
});
