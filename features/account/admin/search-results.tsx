import { Link } from '@/lib/ui/link';
import type { CustomerMatch, CustomerSearchResults } from '@/lib/gateway/contract/admin';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { ACCOUNT_STATUS_LABEL, SUPPLY_FUEL_LABEL } from '../account-words';
import { Panel } from '../screen/panel';
import { ScreenData } from '../screen/screen-data';
import { adminHref } from './admin-href';
import { addressWords, LIMIT_NOTE, NO_MATCH_ADVICE, resultsSummary } from './admin-words';
import styles from './admin.module.css';
import { StaffFailure } from './staff-failure';
import { useCustomerSearch } from './use-admin';
import { useTakeFocus } from './use-take-focus';

function Match({ match, query }: { match: CustomerMatch; query: string }) {
  const headingId = `customer-${match.id}`;
  return (
    <article className={styles.match} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {match.firstName} {match.lastName}
      </h3>
      <p className={styles.email}>{match.email}</p>
      {match.accounts.length === 0 ? (
        <p>No accounts.</p>
      ) : (
        <ul className={styles.matchAccounts}>
          {match.accounts.map((account) => (
            <li key={account.id} className={styles.matchAccount}>
              <p>
                <strong>Account {account.number}</strong>
                <br />
                {addressWords(account.supplyAddress)}
                <br />
                {SUPPLY_FUEL_LABEL[account.fuelType]}, {ACCOUNT_STATUS_LABEL[account.status]}
              </p>
              <Link href={adminHref({ query, account: account.id })} shallow scroll={false}>
                View account {account.number}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

interface SearchResultsProps {
  /** The search in the address. */
  query: string;
  /** Reached by a link or Back: the results take focus once shown. */
  takeFocus: boolean;
}

/** The customers a search found, each with their accounts and the way to look at one. */
export function SearchResults({ query, takeFocus }: SearchResultsProps) {
  return (
    <ScreenData
      query={useCustomerSearch(query)}
      placeholder={
        <LoadingPlaceholder className={styles.resultsPlaceholder} label="Finding customers" />
      }
      failure={(error, retry) => <StaffFailure error={error} retry={retry} />}
    >
      {(results) => <Results results={results} query={query} takeFocus={takeFocus} />}
    </ScreenData>
  );
}

function Results({
  results,
  query,
  takeFocus,
}: SearchResultsProps & { results: CustomerSearchResults }) {
  const focusTarget = useTakeFocus<HTMLDivElement>(takeFocus);
  const { customers, search, moreThanShown } = results;
  return (
    <div ref={focusTarget} tabIndex={-1} className={styles.focusTarget}>
      <Panel heading={`Results for “${query}”`}>
        <p>{resultsSummary(results)}</p>
        {customers.length === 0 ? (
          <p>{NO_MATCH_ADVICE[search.by]}</p>
        ) : (
          <ul className={styles.matches}>
            {customers.map((match) => (
              <li key={match.id}>
                <Match match={match} query={query} />
              </li>
            ))}
          </ul>
        )}
        {moreThanShown && <p className={styles.note}>{LIMIT_NOTE}</p>}
      </Panel>
    </div>
  );
}
