import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with a name screen readers announce', () => {
    render(<Spinner label="Loading your tariffs" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your tariffs');
  });

  it('says Loading by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('is hidden from assistive tech when decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});
