import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './pager';

describe('Pager', () => {
  it('says which page is shown and moves a page either way', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<Pager label="Payment pages" page={2} totalPages={3} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Payment pages' })).toHaveTextContent(
      'Page 2 of 3',
    );
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('stops at either end, and waits for the page count before going older', () => {
    const { rerender } = render(<Pager label="Pages" page={1} totalPages={1} onPage={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    rerender(<Pager label="Pages" page={1} totalPages={4} loading onPage={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  });
});
