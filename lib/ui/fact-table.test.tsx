import { render, screen, within } from '@testing-library/react';
import { FactTable } from './fact-table';

describe('FactTable', () => {
  it('names each fact in its row header, under the caption', () => {
    render(
      <FactTable
        caption="The key facts of your tariff"
        rows={[
          { label: 'Supplier', value: 'So Energy' },
          { label: 'Tariff name', value: 'So Fixed 12M' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'The key facts of your tariff' });
    const supplier = within(table).getByRole('rowheader', { name: 'Supplier' });
    expect(supplier.closest('tr')).toHaveTextContent('SupplierSo Energy');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('says when values are still loading', () => {
    const { container } = render(<FactTable caption="Label" rows={[]} busy />);
    expect(container.querySelector('tbody')).toHaveAttribute('aria-busy', 'true');
  });
});
