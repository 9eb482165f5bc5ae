import { render, screen } from '@testing-library/react';
import { LoadingPlaceholder } from './loading-placeholder';

describe('LoadingPlaceholder', () => {
  it('is a status that says what is loading, in its text rather than a name on a plain element', () => {
    render(<LoadingPlaceholder label="Loading your meters" className="panel" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your meters');
    expect(status).not.toHaveAttribute('aria-label');
    expect(status).toHaveClass('panel');
  });
});
