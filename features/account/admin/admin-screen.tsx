import { useRouter, type NextRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { CustomerSearchResults } from '@/lib/gateway/contract/admin';
import { announce } from '@/lib/ui/live-region';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { codeSplit } from '@/lib/ui/code-split';
import { FormLoading } from '../screen/form-loading';
import { Panel } from '../screen/panel';
import panels from '../screen/panels.module.css';
import { ScreenData } from '../screen/screen-data';
import { accountFrom, adminHref, searchFrom } from './admin-href';
import { adminKeys } from './admin-keys';
import { resultsSummary } from './admin-words';
import styles from './admin.module.css';
import { SearchResults } from './search-results';
import { StaffAccount } from './staff-account';
import { StaffActivityPanel } from './staff-activity';
import { useRefreshActivity } from './use-admin';

// The search form (react-hook-form, the contract's zod) loads as the screen mounts, in its place.
const loadSearchForm = () =>
  import('./customer-search-form').then((module) => module.CustomerSearchForm);
const CustomerSearchForm = codeSplit(loadSearchForm, () => <FormLoading minHeight="12rem" />);

/**
 * Whether what a link or Back put on the screen should take focus. A search sent from the form
 * does not move focus: the form keeps it, and what was found is announced.
 */
function useFocusAfterLinks(events: NextRouter['events']) {
  const searching = useRef(false);
  const [takeFocus, setTakeFocus] = useState(false);
  useEffect(() => {
    const changed = () => setTakeFocus(!searching.current);
    events.on('routeChangeComplete', changed);
    return () => events.off('routeChangeComplete', changed);
  }, [events]);
  async function whileSearching(change: () => Promise<unknown>) {
    searching.current = true;
    try {
      await change();
    } finally {
      searching.current = false;
    }
  }
  return { takeFocus, whileSearching };
}

/**
 * The staff Admin screen: a search for customers, its results, one account read-only, and the
 * staff member's own audited activity. The search (`?query=`) and the account looked at
 * (`&account=`) live in the address, so a reload, Back or a shared link shows the same.
 */
export function AdminScreen() {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const refreshActivity = useRefreshActivity();
  const { takeFocus, whileSearching } = useFocusAfterLinks(router.events);
  useEffect(() => {
    void CustomerSearchForm.preload();
  }, []);

  async function found(query: string, results: CustomerSearchResults) {
    // The answer goes in the cache under the search in the address: the results show it
    // without asking (and recording) the same search again.
    await mutate(adminKeys.search(query), results, { revalidate: false });
    refreshActivity();
    announce(resultsSummary(results));
    await whileSearching(() =>
      router.push(adminHref({ query }), undefined, { shallow: true, scroll: false }),
    );
  }

  return (
    <ScreenData
      query={{ data: router.isReady ? router.query : undefined }}
      placeholder={<LoadingPlaceholder className={styles.screenPlaceholder} label="Loading" />}
    >
      {(address) => (
        <AdminLayout
          query={searchFrom(address.query)}
          account={accountFrom(address.account)}
          takeFocus={takeFocus}
          onFound={found}
        />
      )}
    </ScreenData>
  );
}

interface AdminLayoutProps {
  /** The search in the address, if any. */
  query: string | null;
  /** The account looked at, from the address, if any. */
  account: number | 'unreadable' | null;
  takeFocus: boolean;
  onFound: (query: string, results: CustomerSearchResults) => Promise<void>;
}

/** The search, then the account looked at or else the search's results; the activity beside. */
function AdminLayout({ query, account, takeFocus, onFound }: AdminLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={panels.screen}>
        <Panel heading="Search">
          <p>
            Find a customer by their account number, their email address or the postcode of a home
            we supply, then open an account to see it read-only.
          </p>
          <CustomerSearchForm query={query ?? ''} onFound={onFound} />
        </Panel>
        {account !== null ? (
          <StaffAccount key={account} accountId={account} query={query} takeFocus={takeFocus} />
        ) : (
          query && <SearchResults key={query} query={query} takeFocus={takeFocus} />
        )}
      </div>
      <StaffActivityPanel />
    </div>
  );
}
