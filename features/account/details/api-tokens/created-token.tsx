import { useEffect, useRef, useState } from 'react';
import type { CreatedApiToken } from '@/lib/gateway/contract/api-tokens';
import { Button } from '@/lib/ui/button';
import { LiveMessage } from '@/lib/ui/live-message';
import styles from './api-tokens.module.css';

export const NOT_SHOWN_AGAIN =
  'Copy it now and keep it somewhere safe: we will not show it again. Anyone who has it can read your usage, readings and bills.';

/**
 * A token just created, shown this once (the gateway keeps only its hash), with a button that
 * copies it. It takes focus, so a keyboard or screen reader user lands on it.
 */
export function CreatedToken({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => heading.current?.focus(), [token]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(token.token);
      setCopied('Copied to your clipboard.');
    } catch {
      setCopied('Your browser would not let us copy it. Select the token and copy it yourself.');
    }
  }

  return (
    <div className={styles.created}>
      <h3 ref={heading} tabIndex={-1}>
        Your new token: {token.name}
      </h3>
      <p>{NOT_SHOWN_AGAIN}</p>
      <code className={styles.secret}>{token.token}</code>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" onClick={() => void copy()}>
          Copy token
        </Button>
        <Button variant="tertiary" size="small" onClick={onDone}>
          I have copied it
        </Button>
      </div>
      <LiveMessage politeness="polite">{copied}</LiveMessage>
    </div>
  );
}
