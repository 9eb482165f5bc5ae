import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { setCookie } from '@/lib/cookies';
import { clearAllCookies } from '@/tests/utils/cookies';
import { makeContactRequest } from '@/tests/utils/make-page-block-requests';
import { renderBlok } from '@/tests/utils/render-blok';
import { serveTestGatewayForEachTest, storedRows } from '@/tests/utils/test-gateway-fetch';
import { ContactFormFields } from './contact-form-fields';
import fixture from './fixture.json';
import { contactFormSchema } from './schema';
import { sql } from 'kysely';

const CONTACT = '/api/v1/contact';

const served = serveTestGatewayForEachTest();
afterEach(() => {
  clearAllCookies();
});

const messages = () =>
  storedRows(
    served(),
    sql`SELECT reference, name, email, account_number AS "accountNumber", topic
          FROM contact_messages`,
  );

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillIn({ accountNumber = '' } = {}) {
  renderBlok(fixture);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Sol Ade');
  await userEvent.type(field('Email address'), 'sol@example.com');
  if (accountNumber) await userEvent.type(field('Account number'), accountNumber);
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Topic' }),
    'Bills and payments',
  );
  await userEvent.type(field('Your message'), 'Please send me a copy of my February bill.');
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

function expectWhatWasTypedKept() {
  expect(field('Your name')).toHaveValue('Sol Ade');
  expect(field('Email address')).toHaveValue('sol@example.com');
  expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('billing');
  expect(field('Your message')).toHaveValue('Please send me a copy of my February bill.');
}

describe('contact form', () => {
  it('sends the message and shows its reference', async () => {
    await fillIn({ accountNumber: '40318275' });
    await send();
    const confirmation = await screen.findByText(
      /^Thank you, we've got your message\. Your reference is SO-\w{4}-\w{4}\.$/,
    );
    expect(confirmation.parentElement).toHaveFocus();
    expect(screen.getByText(/We aim to reply within two working days/)).toBeInTheDocument();
    const [stored] = (await messages()) as { reference: string }[];
    expect(confirmation).toHaveTextContent(stored?.reference ?? 'missing');
    expect(await messages()).toEqual([
      expect.objectContaining({
        name: 'Sol Ade',
        email: 'sol@example.com',
        accountNumber: '40318275',
        topic: 'billing',
      }),
    ]);
  });

  it('starts on the topic the page chose, which the visitor can still change', async () => {
    renderBlok({ ...fixture, topic: 'priority-services' });
    const topic = await screen.findByRole('combobox', { name: 'Topic' });
    expect(topic).toHaveValue('priority-services');
    expect(
      screen.getByRole('option', {
        name: 'Extra support and the Priority Services Register',
        selected: true,
      }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(topic, 'Meter readings');
    expect(topic).toHaveValue('meter-readings');
  });

  it('shows the topic the page chose in the server-rendered page, before its code runs', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <ContactFormFields
        blok={contactFormSchema.parse({ ...fixture, topic: 'priority-services' })}
      />,
    );
    expect(page.querySelector('select')).toHaveValue('priority-services');
  });

  it('sends a message on the topic the page chose without the visitor picking one', async () => {
    renderBlok({ ...fixture, topic: 'priority-services' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Sol Ade');
    await userEvent.type(field('Email address'), 'sol@example.com');
    await userEvent.type(field('Your message'), 'I use a stairlift and would like to join.');
    await send();
    expect(await screen.findByText(/Your reference is SO-/)).toBeInTheDocument();
    expect(await messages()).toEqual([expect.objectContaining({ topic: 'priority-services' })]);
  });

  it('explains each problem beside its field, focuses the first and sends nothing', async () => {
    renderBlok(fixture);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your name' }), ' ');
    await userEvent.type(field('Account number'), '4031');
    await send();
    expect(field('Your name')).toHaveAccessibleDescription('Enter your name');
    expect(field('Your name')).toHaveFocus();
    expect(field('Email address')).toHaveAccessibleDescription(
      'Enter an email address like name@example.com',
    );
    expect(field('Account number')).toHaveAccessibleDescription(
      'Optional: 8 digits, on your bills and in your online account Your account number is 8 digits, like 40318275',
    );
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription(
      'Choose what your message is about',
    );
    expect(field('Your message')).toHaveAccessibleDescription(
      'You can enter up to 2,000 characters Enter your message',
    );
    expect(screen.getByText('Enter your name')).toHaveAttribute('role', 'alert');
    expect(served().requests).toHaveLength(0);
  });

  it('counts the characters left as the person types, and refuses more than 2,000', async () => {
    renderBlok(fixture);
    const message = await screen.findByRole('textbox', { name: 'Your message' });
    const count = (text: string) => screen.getByText(text, { selector: 'p' });
    expect(count('2,000 characters left')).toBeInTheDocument();
    await userEvent.type(message, 'Hello');
    expect(count('1,995 characters left')).toBeInTheDocument();
    // Screen readers hear the count once typing has paused for a second: wait longer than that.
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('1,995 characters left'),
      { timeout: 2_000 },
    );
    fireEvent.input(message, { target: { value: 'a'.repeat(2_001) } });
    expect(count('1 character too many')).toBeInTheDocument();
    await send();
    expect(message).toHaveAccessibleDescription(
      'You can enter up to 2,000 characters Your message must be 2,000 characters or fewer',
    );
  });

  it('keeps what was typed when the send fails, then sends it once', async () => {
    // The first send reaches us but its answer is lost: the retry must not send it twice.
    served().interruptNext(CONTACT, 'lost-answer');
    await fillIn();
    await send();
    expect(
      await screen.findByText(
        'We could not reach our servers. Please check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expectWhatWasTypedKept();

    await send();
    expect(await screen.findByText(/Your reference is SO-/)).toBeInTheDocument();
    expect(await messages()).toHaveLength(1);
    const [first, retry] = served().requests;
    expect(retry?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });

  it('says when this browser has sent 5 messages in 10 minutes, keeping what was typed', async () => {
    const clientId = 'busy-browser-0000000001';
    setCookie('so_client_id', clientId);
    for (let sent = 0; sent < 5; sent += 1) {
      await served().gateway.request(CONTACT, {
        method: 'POST',
        json: makeContactRequest({ clientId }),
      });
    }
    await fillIn();
    await send();
    expect(
      await screen.findByText(/You have sent us 5 messages in the last 10 minutes/),
    ).toBeInTheDocument();
    expectWhatWasTypedKept();
    expect(await messages()).toHaveLength(5);
  });

  it('hides the robot trap from people and assistive technology', async () => {
    renderBlok(fixture);
    await screen.findByRole('textbox', { name: 'Your name' });
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    expect(screen.getByLabelText('Leave this field empty')).toHaveAttribute('tabindex', '-1');
  });

  it('tells a robot that fills the trap its message was sent, and keeps nothing', async () => {
    await fillIn();
    fireEvent.input(screen.getByLabelText('Leave this field empty'), {
      target: { value: 'https://cheap-pills.example' },
    });
    await send();
    expect(await screen.findByText(/Your reference is SO-/)).toBeInTheDocument();
    expect(await messages()).toEqual([]);
  });

  it('shows the button as busy and disabled while sending', async () => {
    const release = served().holdNext(CONTACT);
    await fillIn();
    await send();
    const button = screen.getByRole('button', { name: 'Send message' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText(/Your reference is SO-/)).toBeInTheDocument();
  });
});
