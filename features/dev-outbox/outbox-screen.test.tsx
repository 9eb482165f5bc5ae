import { render, screen, within } from '@testing-library/react';
import { OutboxScreen, type OutboxEmail } from './outbox-screen';

const email = (overrides: Partial<OutboxEmail>): OutboxEmail => ({
  id: 1,
  recipient: 'alex@example.com',
  subject: 'Reset your So Energy password',
  body: 'Hello Alex,\n\nOpen this link:\nhttp://localhost:3000/accounts/reset-password#token=abc\n\nBest wishes,\nSo Energy\n',
  createdAt: '2026-03-15T10:00:00.000Z',
  sentAt: null,
  failedAt: null,
  ...overrides,
});

describe('OutboxScreen', () => {
  it('shows each email in the order given, its links clickable, and whether it was sent', () => {
    render(
      <OutboxScreen
        emails={[
          email({
            id: 2,
            subject: 'Your So Energy password has been changed',
            sentAt: '2026-03-15T10:05:00.000Z',
          }),
          email({ id: 1 }),
        ]}
      />,
    );
    const [newest, oldest] = screen.getAllByRole('article');
    expect(within(newest!).getByRole('heading')).toHaveTextContent(
      'Your So Energy password has been changed',
    );
    expect(newest).toHaveTextContent('Sent 15 Mar 2026, 10:05:00');
    expect(within(oldest!).getByRole('link')).toHaveAttribute(
      'href',
      'http://localhost:3000/accounts/reset-password#token=abc',
    );
    expect(oldest).toHaveTextContent('Not sent: no SMTP_URL, so it stays here');
    expect(within(oldest!).getByText('alex@example.com')).toBeInTheDocument();
  });

  it('says when there is nothing yet, and where to look with another gateway', () => {
    const { rerender } = render(<OutboxScreen emails={[]} />);
    expect(screen.getByText(/No emails yet/)).toBeInTheDocument();
    rerender(<OutboxScreen emails={null} />);
    expect(screen.getByText(/This site uses another gateway/)).toBeInTheDocument();
  });
});
