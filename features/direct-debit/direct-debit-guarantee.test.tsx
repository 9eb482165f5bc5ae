import { render, screen, within } from '@testing-library/react';
import { DirectDebitGuarantee } from './direct-debit-guarantee';

describe('DirectDebitGuarantee', () => {
  it("states the scheme's guarantee in full, naming us as the collector", () => {
    render(<DirectDebitGuarantee />);
    const guarantee = screen.getByRole('region', { name: 'The Direct Debit Guarantee' });
    const promises = within(guarantee).getAllByRole('listitem');
    expect(promises).toHaveLength(5);
    expect(promises[1]).toHaveTextContent(
      'So Energy will notify you 10 working days in advance of your account being debited',
    );
    expect(promises[2]).toHaveTextContent('full and immediate refund');
    expect(promises[4]).toHaveTextContent('cancel a Direct Debit at any time');
  });
});
