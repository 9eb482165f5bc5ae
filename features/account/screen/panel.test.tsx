import { render, screen, within } from '@testing-library/react';
import { Panel, PanelPlaceholder } from './panel';

describe('Panel', () => {
  it('is a region named by its heading, busy only while its content loads', () => {
    render(
      <Panel heading="Your Direct Debit">
        <p>£142.00 a month</p>
      </Panel>,
    );
    const panel = screen.getByRole('region', { name: 'Your Direct Debit' });
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('Your Direct Debit');
    expect(panel).not.toHaveAttribute('aria-busy');
  });

  it('takes a class that sizes it', () => {
    render(
      <Panel heading="Your Direct Debit" className="tall">
        <p>£142.00 a month</p>
      </Panel>,
    );
    expect(screen.getByRole('region', { name: 'Your Direct Debit' })).toHaveClass('tall');
  });
});

describe('PanelPlaceholder', () => {
  it('holds a panel’s place, busy, saying in words what is coming', () => {
    render(
      <PanelPlaceholder heading="Payment history" label="Loading your payments" className="tall" />,
    );
    const panel = screen.getByRole('region', { name: 'Payment history' });
    expect(panel).toHaveAttribute('aria-busy', 'true');
    const status = within(panel).getByRole('status');
    expect(status).toHaveTextContent('Loading your payments');
    expect(status).toHaveClass('tall');
  });
});
