import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { FormAlert } from '../ui/form-alert';
import { FormField } from './form-field';
import { failureMessage } from './send-failure';
import { SubmitButton } from './submit-button';
import { useDeferredSchemaForm } from './use-deferred-schema-form';
import { useGatewaySending } from './use-gateway-sending';

const details = z.object({
  email: z.string().check(z.trim(), z.minLength(1, { error: 'Enter your email address' })),
});

/** A form whose schema comes from `load`, sending with `send`. */
function DetailsForm({
  load,
  send,
}: {
  load: () => Promise<typeof details>;
  send: (values: z.output<typeof details>) => Promise<void>;
}) {
  const { form, loadCheck } = useDeferredSchemaForm(load, { email: '' });
  const { submit, alert } = useGatewaySending(form, {
    send,
    describeFailure: (error) => ({ message: failureMessage(error), fields: [] }),
  });
  return (
    <form onSubmit={submit} onFocus={loadCheck} noValidate>
      <FormField form={form} name="email" label="Email" />
      <FormAlert message={alert} />
      <SubmitButton form={form}>Send</SubmitButton>
    </form>
  );
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

/** A schema that arrives when the test lets it. */
function arriving() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(() => arrived.then(() => details));
  return { load, arrive };
}

describe('useDeferredSchemaForm', () => {
  it('asks for its schema once the visitor turns to the form, once', async () => {
    const { load } = arriving();
    const { rerender } = render(<DetailsForm load={load} send={vi.fn()} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(email());
    await userEvent.tab();
    rerender(<DetailsForm load={load} send={vi.fn()} />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks a form sent before its schema arrived once it has, then sends', async () => {
    const { load, arrive } = arriving();
    const sent = vi.fn(async () => {});
    render(<DetailsForm load={load} send={sent} />);
    await send();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    arrive();
    expect(await screen.findByText('Enter your email address')).toBeVisible();
    expect(sent).not.toHaveBeenCalled();

    await userEvent.type(email(), ' sol@example.com ');
    await send();
    expect(sent).toHaveBeenCalledWith({ email: 'sol@example.com' });
  });

  it('says so when its schema cannot be downloaded, keeps what was typed and tries again', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    // Offline as the visitor turns to the form and as it is sent; back online for the second try.
    const load = vi
      .fn<() => Promise<typeof details>>()
      .mockRejectedValueOnce(offline)
      .mockRejectedValueOnce(offline)
      .mockResolvedValue(details);
    const sent = vi.fn(async () => {});
    render(<DetailsForm load={load} send={sent} />);
    await userEvent.type(email(), 'sol@example.com');
    await send();
    expect(
      await screen.findByText(
        'Something went wrong on our side. Please try again in a few minutes.',
      ),
    ).toHaveFocus();
    expect(email()).toHaveValue('sol@example.com');

    await send();
    expect(sent).toHaveBeenCalledWith({ email: 'sol@example.com' });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
