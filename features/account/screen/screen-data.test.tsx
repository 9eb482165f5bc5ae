import { act, fireEvent, render, screen } from '@testing-library/react';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { makeAccountSummary } from '@/tests/utils/account';
import { FuelPlaceholders, ScreenData } from './screen-data';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

interface Meters {
  count: number;
}

function Frame({
  data,
  error,
  retry = () => undefined,
  failure,
}: {
  data?: Meters;
  error?: GatewayError;
  retry?: () => void;
  failure?: (error: GatewayError) => string;
}) {
  return (
    <ScreenData
      query={{ data, error, mutate: retry }}
      placeholder={<div role="status">Loading your meters</div>}
      failure={failure}
    >
      {(meters) => <p>You have {meters.count} meters.</p>}
    </ScreenData>
  );
}

describe('ScreenData', () => {
  it('holds the placeholder 200 ms however soon the data comes, then shows it', () => {
    const { rerender } = render(<Frame />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your meters');
    advance(20);
    rerender(<Frame data={{ count: 2 }} />);
    advance(179);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('You have 2 meters.')).not.toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('You have 2 meters.')).toBeInTheDocument();
  });

  it('shows data already loaded at once, with no placeholder', () => {
    render(<Frame data={{ count: 1 }} />);
    expect(screen.getByText('You have 1 meters.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says why it could not load once the placeholder has had its 200 ms, and tries again', () => {
    const retry = vi.fn();
    const { rerender } = render(<Frame retry={retry} />);
    rerender(
      <Frame retry={retry} error={new GatewayError('We could not load your meters.', 503)} />,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    advance(200);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your meters.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('keeps data it has through a later failure', () => {
    const error = new GatewayError('We could not load your meters.', 503);
    render(<Frame data={{ count: 2 }} error={error} />);
    expect(screen.getByText('You have 2 meters.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hands a failure the screen draws itself the way to try again', () => {
    const retry = vi.fn();
    const error = new GatewayError('Your figures did not load.', 503);
    render(
      <ScreenData
        query={{ data: undefined, error, mutate: retry }}
        placeholder={null}
        failure={(failed, again) => (
          <button type="button" onClick={again}>
            {failed.message} Ask again
          </button>
        )}
      >
        {() => null}
      </ScreenData>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Your figures did not load. Ask again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('waits, with the same minimum, for what cannot fail: the address, once the router has it', () => {
    const Address = ({ ready }: { ready: boolean }) => (
      <ScreenData
        query={{ data: ready ? { query: 'SW1A 1AA' } : undefined }}
        placeholder={<div role="status">Loading</div>}
      >
        {({ query }) => <p>Searching for {query}</p>}
      </ScreenData>
    );
    const { rerender } = render(<Address ready={false} />);
    rerender(<Address ready />);
    advance(199);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    advance(1);
    expect(screen.getByText('Searching for SW1A 1AA')).toBeInTheDocument();
  });

  it('shows the screen’s own words for a failure where it has them', () => {
    const error = new GatewayError('No such bill.', 404);
    render(<Frame error={error} failure={(failed) => `${failed.message} See all your bills.`} />);
    expect(screen.getByText('No such bill. See all your bills.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('FuelPlaceholders', () => {
  it('holds a panel’s place for each of the account’s fuels', () => {
    render(
      <FuelPlaceholders
        account={makeAccountSummary({ fuels: ['electricity', 'gas'] })}
        className="tall"
        label="Loading your tariff"
      />,
    );
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.getAllByText('Loading your tariff')).toHaveLength(2);
  });
});
