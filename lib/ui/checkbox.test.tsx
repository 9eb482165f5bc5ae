import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label, described by its hint', () => {
    render(<Checkbox label="Keep me signed in" hint="For 30 days on this device" />);
    expect(screen.getByRole('checkbox', { name: 'Keep me signed in' })).toHaveAccessibleDescription(
      'For 30 days on this device',
    );
  });

  it('toggles from a click on its label', async () => {
    render(<Checkbox label="Keep me signed in" />);
    await userEvent.click(screen.getByText('Keep me signed in'));
    expect(screen.getByRole('checkbox', { name: 'Keep me signed in' })).toBeChecked();
  });

  it('marks itself invalid and announces the feedback tied to it', () => {
    render(<Checkbox label="Email me a reminder" error="Tick the box" />);
    const box = screen.getByRole('checkbox', { name: 'Email me a reminder' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Tick the box');
    expect(screen.getByRole('alert')).toHaveTextContent('Tick the box');
  });
});
