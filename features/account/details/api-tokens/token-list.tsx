import { useState } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { useOneClickAction } from '@/lib/forms/use-one-click-action';
import type { ApiToken } from '@/lib/gateway/contract/api-tokens';
import { Button } from '@/lib/ui/button';
import { FormAlert } from '@/lib/ui/form-alert';
import { Modal } from '@/lib/ui/modal';
import { VisuallyHidden } from '@/lib/ui/visually-hidden';
import styles from './api-tokens.module.css';
import { loadApiTokenCalls } from './use-api-tokens';

export const NO_TOKENS = 'You have no API tokens.';

const lastUsed = (token: ApiToken) =>
  token.lastUsedAt ? `Last used ${formatDateTime(token.lastUsedAt)}.` : 'Never used.';

interface TokenListProps {
  tokens: readonly ApiToken[];
  /** After a token is revoked: what to say, and the list to load again. */
  onRevoked: (words: string) => unknown;
}

/** The customer's live tokens by name and dates, each with Revoke, confirmed in a dialog. */
export function TokenList({ tokens, onRevoked }: TokenListProps) {
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const revoke = useOneClickAction(
    async (token: ApiToken) => {
      await (await loadApiTokenCalls()).revokeApiToken(token.id);
      return `Revoked ${token.name}. It no longer works.`;
    },
    {
      onDone: async (words) => {
        setRevoking(null);
        await onRevoked(words);
      },
    },
  );

  if (tokens.length === 0) return <p>{NO_TOKENS}</p>;
  return (
    <>
      <ul className={styles.tokens}>
        {tokens.map((token) => (
          <li key={token.id} className={styles.token}>
            <div className={styles.details}>
              <p className={styles.name}>{token.name}</p>
              <p className={styles.dates}>
                Created {formatDateTime(token.createdAt)}. {lastUsed(token)}
              </p>
            </div>
            <Button variant="secondary" size="small" onClick={() => setRevoking(token)}>
              Revoke<VisuallyHidden> {token.name}</VisuallyHidden>
            </Button>
          </li>
        ))}
      </ul>
      <Modal
        open={revoking !== null}
        title={`Revoke ${revoking?.name ?? 'this token'}?`}
        onClose={() => {
          revoke.clearAlert();
          setRevoking(null);
        }}
        onConfirm={() => revoking && revoke.run(revoking)}
        confirmLabel="Revoke token"
        confirmVariant="danger"
        cancelLabel="Keep it"
        confirming={revoke.working}
      >
        <FormAlert message={revoke.alert} />
        <p>
          Anything that uses this token stops working straight away. You cannot undo this, but you
          can create a new token.
        </p>
      </Modal>
    </>
  );
}
