import type { ReactNode } from 'react';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { LoadFailure } from '@/lib/ui/load-failure';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import panels from './panels.module.css';

interface ScreenDataProps<Data, Failure extends { message: string }> {
  /**
   * What the screen loads, as SWR answers it: `data` once loaded (undefined until then), `error`
   * with its message in the customer's words, and `mutate`, which Try again calls.
   */
  query: { data: Data | undefined; error: Failure | undefined; mutate: () => unknown };
  /** Holds the place of what is coming, for at least 200 ms once shown (SPEC §9). */
  placeholder: ReactNode;
  /** What a failure shows instead of its message and Try again, where the screen says more. */
  failure?: (error: Failure) => ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * The loading, failure and loaded states of what an account screen shows: its placeholder while
 * the data loads (never flashing: SPEC §9's minimum), the failure in words with Try again when it
 * could not load, and the screen once it has. Data kept from an earlier load stays shown
 * through a later failure.
 */
export function ScreenData<Data, Failure extends { message: string }>({
  query: { data, error, mutate },
  placeholder,
  failure,
  children,
}: ScreenDataProps<Data, Failure>) {
  const loading = useMinimumDisplay(data === undefined && !error);
  if (error && data === undefined && !loading) {
    return failure ? (
      failure(error)
    ) : (
      <LoadFailure message={error.message} retry={() => void mutate()} />
    );
  }
  if (loading || data === undefined) return placeholder;
  return children(data);
}

/** A placeholder panel for each of the account's fuels, for a screen with a panel a fuel. */
export function FuelPlaceholders({
  account,
  className,
  label,
}: {
  account: AccountSummary;
  /** Sizes each placeholder to about the panel it stands for. */
  className: string | undefined;
  label: string;
}) {
  return (
    <div className={panels.screen}>
      {account.fuels.map((fuel) => (
        <LoadingPlaceholder
          key={fuel}
          className={`${panels.panel} ${className ?? ''}`}
          label={label}
        />
      ))}
    </div>
  );
}
