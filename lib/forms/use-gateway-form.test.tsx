import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BaseSyntheticEvent } from 'react';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { GatewayError } from '../gateway/gateway-error';
import { FormAlert } from '../ui/form-alert';
import type { AnyForm } from './field-binding';
import { FormField } from './form-field';
import type { SendFailure } from './send-failure';
import { SubmitButton } from './submit-button';
import {
  useDeferredGatewayForm,
  useGatewayForm,
  type DeferredGatewayFormOptions,
  type GatewayFormOptions,
} from './use-gateway-form';

const classicDetails = z.object({
  name: z.string().trim().min(1, { error: 'Enter your name' }),
  email: z.string().trim().min(1, { error: 'Enter your email address' }),
});

const miniDetails = zm.object({
  name: zm.string().check(zm.trim(), zm.minLength(1, { error: 'Enter your name' })),
  email: zm.string().check(zm.trim(), zm.minLength(1, { error: 'Enter your email address' })),
});

type Details = { name: string; email: string };

/** A form of name and email, as either hook gives it. */
function DetailsFields<Output>({
  form,
  submit,
  alert,
}: {
  form: AnyForm<Details, Output>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  alert: string | null;
}) {
  return (
    <form onSubmit={submit} noValidate>
      <FormField form={form} name="name" label="Name" />
      <FormField form={form} name="email" label="Email" type="email" />
      <FormAlert message={alert} />
      <SubmitButton form={form}>Send</SubmitButton>
    </form>
  );
}

/** The form of name and email whose send is `send`. */
const DetailsForm = (
  options: Omit<GatewayFormOptions<typeof classicDetails | typeof miniDetails>, 'defaultValues'>,
) => <DetailsFields {...useGatewayForm({ ...options, defaultValues: { name: '', email: '' } })} />;

/** The same form, its schema imported when first needed. */
const DeferredDetailsForm = (
  options: Omit<DeferredGatewayFormOptions<typeof classicDetails>, 'defaultValues'>,
) => (
  <DetailsFields
    {...useDeferredGatewayForm({ ...options, defaultValues: { name: '', email: '' } })}
  />
);

const field = (name: string) => screen.getByRole('textbox', { name });
const button = () => screen.getByRole('button', { name: 'Send' });

async function fillInAndSend({ name = 'Sol Ade', email = 'sol@example.com' } = {}) {
  if (name) await userEvent.type(field('Name'), name);
  if (email) await userEvent.type(field('Email'), email);
  await userEvent.click(button());
}

const failingWith = (error: unknown) => () => Promise.reject(error);

describe('useGatewayForm', () => {
  it('sends the values as the schema shapes them', async () => {
    const send = vi.fn(async () => {});
    render(<DetailsForm schema={classicDetails} send={send} />);
    await fillInAndSend({ name: '  Sol Ade ' });
    expect(send).toHaveBeenCalledWith({ name: 'Sol Ade', email: 'sol@example.com' });
  });

  it('checks the fields before sending, focusing the first problem', async () => {
    const send = vi.fn(async () => {});
    render(<DetailsForm schema={classicDetails} send={send} />);
    await fillInAndSend({ name: '', email: '' });
    expect(field('Name')).toHaveAccessibleDescription('Enter your name');
    expect(field('Email')).toHaveAccessibleDescription('Enter your email address');
    expect(field('Name')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('moves focus to a field only once its error is drawn, so a screen reader reads both', async () => {
    const invalidWhenFocused: (string | null)[] = [];
    render(<DetailsForm schema={classicDetails} send={vi.fn(async () => {})} />);
    field('Name').addEventListener('focus', (event) =>
      invalidWhenFocused.push((event.target as HTMLElement).getAttribute('aria-invalid')),
    );
    await userEvent.type(field('Email'), 'sol@example.com');
    await userEvent.click(button());
    expect(field('Name')).toHaveFocus();
    expect(invalidWhenFocused).toEqual(['true']);
  });

  it('takes a zod/mini schema as well', async () => {
    const send = vi.fn(async () => {});
    render(<DetailsForm schema={miniDetails} send={send} />);
    await fillInAndSend({ email: '' });
    expect(field('Email')).toHaveAccessibleDescription('Enter your email address');
    expect(send).not.toHaveBeenCalled();

    await userEvent.type(field('Email'), ' sol@example.com ');
    await userEvent.click(button());
    expect(send).toHaveBeenCalledWith({ name: 'Sol Ade', email: 'sol@example.com' });
  });

  it("shows the gateway's messages beside the fields it names, focusing the first on the page", async () => {
    const error = new GatewayError('Please check the highlighted details', 422, {
      fields: [
        { path: 'body.email', message: 'Enter an email address we can reply to' },
        { path: 'body.name', message: 'Enter your full name' },
      ],
    });
    render(<DetailsForm schema={classicDetails} send={failingWith(error)} />);
    await fillInAndSend();
    expect(field('Email')).toHaveAccessibleDescription('Enter an email address we can reply to');
    expect(field('Name')).toHaveAccessibleDescription('Enter your full name');
    expect(field('Name')).toHaveFocus();
    expect(screen.queryByText('Please check the highlighted details')).toBeNull();
  });

  it('shows any other failure once for the whole form, focused, keeping what was typed', async () => {
    const error = new GatewayError('We could not send your message. Please try again.', 503);
    render(<DetailsForm schema={classicDetails} send={failingWith(error)} />);
    await fillInAndSend();
    const alert = screen.getByText('We could not send your message. Please try again.');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(field('Name')).toHaveValue('Sol Ade');
    expect(field('Email')).toHaveValue('sol@example.com');
    expect(button()).toBeEnabled();
  });

  it('says the same for a field the form does not have, and hides what is not the gateway’s', async () => {
    const unknownField = new GatewayError('Please check the details', 400, {
      fields: [{ path: 'body.clientId', message: 'must be the random id' }],
    });
    const { unmount } = render(
      <DetailsForm schema={miniDetails} send={failingWith(unknownField)} />,
    );
    await fillInAndSend();
    expect(screen.getByText('Please check the details')).toHaveFocus();
    unmount();

    render(<DetailsForm schema={miniDetails} send={failingWith(new TypeError('x is null'))} />);
    await fillInAndSend();
    expect(
      screen.getByText('Something went wrong on our side. Please try again in a few minutes.'),
    ).toHaveFocus();
  });

  it('clears the form’s message when it is sent again', async () => {
    const send = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new GatewayError('Too many attempts', 429))
      .mockResolvedValueOnce();
    render(<DetailsForm schema={classicDetails} send={send} />);
    await fillInAndSend();
    expect(screen.getByText('Too many attempts')).toBeInTheDocument();
    await userEvent.click(button());
    expect(screen.queryByText('Too many attempts')).toBeNull();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('shows the button busy and disabled while sending, and sends once', async () => {
    let answer = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<DetailsForm schema={classicDetails} send={send} />);
    await fillInAndSend();
    expect(button()).toBeDisabled();
    expect(button()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button());
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => answer());
    expect(button()).toBeEnabled();
    expect(button()).not.toHaveAttribute('aria-busy');
  });

  it('puts a failure in the words a form gives it', async () => {
    const describeFailure = (): SendFailure<'name' | 'email'> => ({
      message: 'The email address or password is not right.',
      fields: [{ name: 'email', message: 'Check this one' }],
    });
    render(
      <DetailsForm
        schema={classicDetails}
        send={failingWith(new GatewayError('Unauthorised', 401))}
        describeFailure={describeFailure}
      />,
    );
    await fillInAndSend();
    expect(field('Email')).toHaveAccessibleDescription('Check this one');
    // With a message for the whole form, the message takes focus rather than the field.
    expect(screen.getByText('The email address or password is not right.')).toHaveFocus();
  });
});

describe('useDeferredGatewayForm', () => {
  it('checks with the schema it imports, and sends what the schema shapes', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(classicDetails));
    const send = vi.fn(async () => {});
    render(<DeferredDetailsForm loadSchema={loadSchema} send={send} />);
    await fillInAndSend({ email: '' });
    expect(field('Email')).toHaveAccessibleDescription('Enter your email address');
    expect(field('Email')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    await userEvent.type(field('Email'), ' sol@example.com');
    await userEvent.click(button());
    expect(send).toHaveBeenCalledWith({ name: 'Sol Ade', email: 'sol@example.com' });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it("shows the gateway's messages beside the fields it names, its fields being its defaults'", async () => {
    const error = new GatewayError('Please check the highlighted details', 422, {
      fields: [{ path: 'body.email', message: 'Enter an email address we can reply to' }],
    });
    render(
      <DeferredDetailsForm
        loadSchema={() => Promise.resolve(classicDetails)}
        send={failingWith(error)}
      />,
    );
    await fillInAndSend();
    expect(field('Email')).toHaveAccessibleDescription('Enter an email address we can reply to');
    expect(field('Email')).toHaveFocus();
    expect(screen.queryByText('Please check the highlighted details')).toBeNull();
  });
});
