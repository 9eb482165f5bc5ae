import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { GatewayError } from '../gateway/gateway-error';
import { FormAlert } from '../ui/form-alert';
import { Input } from '../ui/input';
import { useSendFailure } from './use-send-failure';

interface Details {
  name: string;
  email: string;
}

/** A form whose send always fails with `error`. */
function FailingForm({ error }: { error: unknown }) {
  const form = useForm<Details>({ defaultValues: { name: '', email: '' } });
  const failure = useSendFailure(form.setError, ['name', 'email']);
  const submit = form.handleSubmit(() => failure.show(error));
  return (
    <form onSubmit={submit} noValidate>
      <Input label="Name" error={form.formState.errors.name?.message} {...form.register('name')} />
      <Input
        label="Email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <FormAlert message={failure.message} />
      <button type="submit">Send</button>
    </form>
  );
}

async function send(error: unknown) {
  render(<FailingForm error={error} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Sol Ade');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('useSendFailure', () => {
  it("shows the gateway's messages beside the fields it names, focusing the first", async () => {
    await send(
      new GatewayError('Please check the highlighted details', 422, {
        fields: [
          { path: 'body.email', message: 'Enter an email address we can reply to' },
          { path: 'body.name', message: 'Enter your name' },
        ],
      }),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter an email address we can reply to',
    );
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Sol Ade');
  });

  it('shows any other failure once for the whole form, and brings focus to it', async () => {
    await send(new GatewayError('We could not send your message. Please try again.', 503));
    const alert = screen.getByText('We could not send your message. Please try again.');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
  });
});
