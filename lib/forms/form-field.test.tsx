import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { Checkbox } from '../ui/checkbox';
import { Select } from '../ui/select';
import { Textarea } from '../ui/textarea';
import { FormField } from './form-field';
import { FormFieldset } from './form-fieldset';
import { useSchemaForm } from './use-schema-form';

const enquiry = z.object({
  email: z.string().min(1, { error: 'Enter your email address' }),
  topic: z.string().min(1, { error: 'Choose a topic' }),
  message: z.string().min(1, { error: 'Enter your message' }),
  consent: z.literal(true, { error: 'Tick the box to agree' }),
  contact: z.enum(['phone', 'post'], { error: 'Choose how we reply' }),
});

/** Every kind of control, each wired by name alone. */
function EnquiryForm({ onSend }: { onSend: (values: z.output<typeof enquiry>) => void }) {
  const form = useSchemaForm(enquiry, { email: '', topic: '', message: '' });
  return (
    <form onSubmit={form.handleSubmit(onSend)} noValidate>
      <FormField form={form} name="email" label="Email" hint="We reply here" type="email" />
      <FormField form={form} name="topic" as={Select} label="Topic">
        <option value="">Choose a topic</option>
        <option value="billing">Bills</option>
      </FormField>
      <FormField form={form} name="message" as={Textarea} label="Message" />
      <FormField form={form} name="consent" as={Checkbox} label="I agree" />
      <FormFieldset form={form} name="contact" legend="How should we reply?">
        {(choice) =>
          ['phone', 'post'].map((way) => (
            <label key={way}>
              <input type="radio" value={way} {...choice} />
              {way}
            </label>
          ))
        }
      </FormFieldset>
      <button type="submit">Send</button>
    </form>
  );
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('FormField and FormFieldset', () => {
  it('label each control and tie its hint to it', () => {
    render(<EnquiryForm onSend={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We reply here',
    );
    expect(screen.getByRole('combobox', { name: 'Topic' })).toBeValid();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeValid();
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeValid();
    expect(screen.getByRole('group', { name: 'How should we reply?' })).toBeInTheDocument();
  });

  it('show each field’s error beside it, announced, the same way for every control', async () => {
    render(<EnquiryForm onSend={vi.fn()} />);
    await send();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We reply here Enter your email address',
    );
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveAccessibleDescription(
      'Choose a topic',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Enter your message',
    );
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription(
      'Tick the box to agree',
    );
    expect(screen.getByRole('group', { name: 'How should we reply?' })).toHaveAccessibleDescription(
      'Choose how we reply',
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter your email address',
      'Choose a topic',
      'Enter your message',
      'Tick the box to agree',
      'Choose how we reply',
    ]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInvalid();
  });

  it('give the form what each control holds', async () => {
    const onSend = vi.fn();
    render(<EnquiryForm onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'sol@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Bills');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await userEvent.click(screen.getByRole('radio', { name: 'post' }));
    await send();
    expect(onSend).toHaveBeenCalledWith(
      {
        email: 'sol@example.com',
        topic: 'billing',
        message: 'Hello',
        consent: true,
        contact: 'post',
      },
      expect.anything(),
    );
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});
