import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailure } from './load-failure';

describe('LoadFailure', () => {
  it('announces what could not be loaded and tries again when asked', async () => {
    const retry = vi.fn();
    render(<LoadFailure message="We could not load your bills." retry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your bills.');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
