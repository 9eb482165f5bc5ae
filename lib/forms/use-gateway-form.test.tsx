import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { GatewayError } from '../gateway/gateway-error';
import { FormAlert } from '../ui/form-alert';
import { FormField } from './form-field';
import type { SendFailure } from './send-failure';
import { SubmitButton } from './submit-button';
import { firstFieldError, useGatewayForm, type GatewayFormOptions } from './use-gateway-form';

const classicDetails = z.object({
  name: z.string().trim().min(1, { error: 'Enter your name' }),
  email: z.string().trim().min(1, { error: 'Enter your email address' }),
});

const miniDetails = zm.object({
  name: zm.string().check(zm.trim(), zm.minLength(1, { error: 'Enter your name' })),
  email: zm.string().check(zm.trim(), zm.minLength(1, { error: 'Enter your email address' })),
});

/** A form of name and email whose send is `send`. */
function DetailsForm(
  options: Omit<GatewayFormOptions<typeof classicDetails | typeof miniDetails>, 'defaultValues'>,
) {
  const { form, submit, alert } = useGatewayForm({
    ...options,
    defaultValues: { name: '', email: '' },
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormField form={form} name="name" label="Name" />
      <FormField form={form} name="email" label="Email" type="email" />
      <FormAlert message={alert} />
      <SubmitButton form={form}>Send</SubmitButton>
    </form>
  );
}

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

  // A screen reader reads a field as focus reaches it: its error must already be there.
  it.each([
    ['the check', undefined, 'Enter your name'],
    [
      'the gateway',
      new GatewayError('Please check the details', 422, {
        fields: [{ path: 'body.name', message: 'Enter your full name' }],
      }),
      'Enter your full name',
    ],
  ])('focuses a field refused by %s once its error is beside it', async (_, error, message) => {
    render(
      <DetailsForm schema={classicDetails} send={error ? failingWith(error) : async () => {}} />,
    );
    if (error) {
      await userEvent.type(field('Name'), 'Sol Ade');
      await userEvent.type(field('Email'), 'sol@example.com');
    }
    const describedAtFocus: string[] = [];
    field('Name').addEventListener('focus', (event) => {
      const input = event.target as HTMLInputElement;
      const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
      describedAtFocus.push(ids.map((id) => document.getElementById(id)?.textContent).join(' '));
    });
    await userEvent.click(button());
    expect(field('Name')).toHaveFocus();
    expect(describedAtFocus).toEqual([message]);
  });

  it.each<[string, FieldErrors, string]>([
    [
      'the first field of the schema',
      { name: { type: 'too_small', message: 'a' }, email: { type: 'too_small', message: 'b' } },
      'a',
    ],
    [
      'a nested field',
      { address: { postcode: { type: 'custom', message: 'c' } }, email: { type: 'custom' } },
      'c',
    ],
    [
      'not the error of the whole form',
      {
        root: { serverError: { type: 'server', message: 'd' } },
        email: { type: 'server', message: 'e' },
      },
      'e',
    ],
  ])('finds the first field in error: %s', (_, errors, message) => {
    expect(firstFieldError(errors)?.message).toBe(message);
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

  it("shows the gateway's messages beside the fields it names, focusing the first", async () => {
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
    expect(field('Email')).toHaveFocus();
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
