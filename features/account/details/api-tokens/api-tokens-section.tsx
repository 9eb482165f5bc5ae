import { useState } from 'react';
import type { CreatedApiToken } from '@/lib/gateway/contract/api-tokens';
import { LoadFailure } from '@/lib/ui/load-failure';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { Panel } from '../../screen/panel';
import panels from '../../screen/panels.module.css';
import { ScreenData } from '../../screen/screen-data';
import styles from './api-tokens.module.css';
import { CreatedToken } from './created-token';
import { NewTokenForm } from './new-token-form';
import { TokenList } from './token-list';
import { useApiTokens } from './use-api-tokens';

export const API_TOKENS_LOAD_FAILED = 'We could not load your API tokens. Please try again.';

/**
 * Personal API tokens (issue 47 item 3): read-only keys for the customer's own apps and
 * scripts, listed by name and dates, created by name (the token shown once), and revoked.
 */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);

  return (
    <Panel heading="API tokens">
      <p>
        A token lets an app or script of yours read your accounts&apos; usage, meter readings and
        bills through our API, without your password. It cannot change anything. See{' '}
        <a href="/api/v1/openapi.json">the API&apos;s description</a> for how to use one.
      </p>
      {revoked && (
        <p role="status" className={panels.confirmation}>
          {revoked}
        </p>
      )}
      <ScreenData
        query={tokens}
        placeholder={
          <LoadingPlaceholder className={styles.placeholder} label="Loading your API tokens" />
        }
        failure={(_error, retry) => (
          <LoadFailure
            message={API_TOKENS_LOAD_FAILED}
            retry={retry}
            className={styles.placeholder}
          />
        )}
      >
        {(list) => (
          <TokenList
            tokens={list}
            onRevoked={async (words) => {
              setRevoked(words);
              setCreated(null);
              await tokens.mutate();
            }}
          />
        )}
      </ScreenData>
      {created ? (
        <CreatedToken token={created} onDone={() => setCreated(null)} />
      ) : (
        <NewTokenForm
          onCreated={async (token) => {
            setRevoked(null);
            setCreated(token);
            await tokens.mutate();
          }}
        />
      )}
    </Panel>
  );
}
