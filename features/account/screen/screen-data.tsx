import type { ReactNode } from 'react';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { LoadFailure } from '@/lib/ui/load-failure';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import panels from './panels.module.css';

/**
 * What a screen waits for: SWR's answer (`data` once loaded, `error` with its message in the
 * customer's words, and `mutate`, which Try again calls), or anything else that arrives and
 * cannot fail (the router's query, once it is ready).
 */
export type ScreenQuery<Data, Failure> =
  | { data: Data | undefined; error: Failure | undefined; mutate: () => unknown }
  | { data: Data | undefined; error?: never };

/** Where what a screen loads has got to, as the screen shows it. */
export type ScreenDataState<Data, Failure> =
  | { phase: 'loading' }
  | { phase: 'failed'; error: Failure; retry: () => void }
  | { phase: 'loaded'; data: Data };

/**
 * The loading, failure and loaded states of what an account screen shows: loading while the
 * data loads, and for SPEC §9's minimum once its placeholder is shown (never flashing); failed
 * when it could not load; loaded once it has. Data kept from an earlier load stays loaded
 * through a later failure.
 */
export function useScreenData<Data, Failure>(
  query: ScreenQuery<Data, Failure>,
): ScreenDataState<Data, Failure> {
  const { data } = query;
  const loading = useMinimumDisplay(data === undefined && !query.error);
  // Only SWR's answer can fail ('mutate' in it).
  if ('mutate' in query && query.error && data === undefined && !loading) {
    const { error, mutate } = query;
    return { phase: 'failed', error, retry: () => void mutate() };
  }
  return loading || data === undefined ? { phase: 'loading' } : { phase: 'loaded', data };
}

interface ScreenDataViewProps<Data, Failure extends { message: string }> {
  state: ScreenDataState<Data, Failure>;
  /** Holds the place of what is coming, for at least 200 ms once shown (SPEC §9). */
  placeholder: ReactNode;
  /** What a failure shows instead of its message and Try again, where the screen says more. */
  failure?: (error: Failure, retry: () => void) => ReactNode;
  children: (data: Data) => ReactNode;
}

/** Draws a state of useScreenData: the placeholder, the failure with Try again, or the data. */
export function ScreenDataView<Data, Failure extends { message: string }>({
  state,
  placeholder,
  failure,
  children,
}: ScreenDataViewProps<Data, Failure>) {
  switch (state.phase) {
    case 'loading':
      return placeholder;
    case 'failed':
      return failure ? (
        failure(state.error, state.retry)
      ) : (
        <LoadFailure message={state.error.message} retry={state.retry} />
      );
    case 'loaded':
      return children(state.data);
  }
}

/**
 * What an account screen loads, in its three states (useScreenData), for a screen that needs
 * nothing else of them.
 */
export function ScreenData<Data, Failure extends { message: string }>({
  query,
  ...view
}: Omit<ScreenDataViewProps<Data, Failure>, 'state'> & { query: ScreenQuery<Data, Failure> }) {
  return <ScreenDataView state={useScreenData(query)} {...view} />;
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
