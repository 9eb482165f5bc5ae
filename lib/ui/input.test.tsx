import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Input } from './input';

describe('Input', () => {
  it('is a textbox named by its label', () => {
    render(<Input label="Postcode" name="postcode" />);
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAttribute('name', 'postcode');
  });

  it('ties the hint to the input', () => {
    render(<Input label="Postcode" hint="For example SW1A 1AA" />);
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
      'For example SW1A 1AA',
    );
  });

  it('marks the field invalid and ties and announces the feedback', () => {
    render(
      <Input label="Postcode" hint="For example SW1A 1AA" error="Enter a valid UK postcode" />,
    );
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('For example SW1A 1AA Enter a valid UK postcode');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid UK postcode');
  });

  it('is valid and announces nothing without an error', () => {
    render(<Input label="Postcode" />);
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps an empty placeholder so CSS can float the label when filled', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <Input
          label="Email"
          type="email"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('placeholder', ' ');
    await userEvent.type(input, 'sam@example.com');
    expect(input).toHaveValue('sam@example.com');
  });

  it('can be disabled', async () => {
    render(<Input label="Account number" disabled defaultValue="A-1234" />);
    const input = screen.getByRole('textbox', { name: 'Account number' });
    expect(input).toBeDisabled();
    await userEvent.type(input, '5');
    expect(input).toHaveValue('A-1234');
  });

  it('forwards its ref to the input for form libraries', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input label="Postcode" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Postcode' }));
  });
});
