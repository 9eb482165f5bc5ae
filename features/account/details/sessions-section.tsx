import { useState } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { useOneClickAction } from '@/lib/forms/use-one-click-action';
import type { SignedInSession } from '@/lib/gateway/contract/account-security';
import { Button } from '@/lib/ui/button';
import { LoadFailure } from '@/lib/ui/load-failure';
import { VisuallyHidden } from '@/lib/ui/visually-hidden';
import { Panel } from '../screen/panel';
import panels from '../screen/panels.module.css';
import { SecurityActivity } from './security-activity';
import { loadSecurityCalls } from './security-calls';
import styles from './sessions-section.module.css';
import { useSessions } from './use-sessions';

export const SESSIONS_LOAD_FAILED =
  'We could not load the devices you are signed in on. Please try again.';

const otherDevices = (count: number) => (count === 1 ? '1 other device' : `${count} other devices`);

function SessionItem({
  session,
  busy,
  onSignOut,
}: {
  session: SignedInSession;
  busy: 'this' | 'another' | null;
  onSignOut: () => void;
}) {
  return (
    <li className={styles.session}>
      <div className={styles.details}>
        <p className={styles.device}>
          {session.device}
          {session.current && <span className={styles.thisDevice}>This device</span>}
        </p>
        <p className={styles.times}>
          Signed in {formatDateTime(session.signedInAt)}. Last active{' '}
          {formatDateTime(session.lastActiveAt)}.
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="small"
          loading={busy === 'this'}
          disabled={busy === 'another'}
          onClick={onSignOut}
        >
          Sign out
          <VisuallyHidden>
            {' '}
            {session.device}, signed in {formatDateTime(session.signedInAt)}
          </VisuallyHidden>
        </Button>
      )}
    </li>
  );
}

/**
 * The devices screen: where the customer is signed in, then their recent security activity
 * (security-activity.tsx).
 */
export function SessionsSection() {
  return (
    <>
      <SignedInDevices />
      <SecurityActivity />
    </>
  );
}

/**
 * Where the customer is signed in: each device in words, when it logged in and was last used,
 * and a way to sign out any of the others, or all of them at once.
 */
function SignedInDevices() {
  const { data: sessions, error, mutate } = useSessions();
  // Which button sends, so only it shows busy; and what the last sign-out did.
  const [pressed, setPressed] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState<string | null>(null);
  const signOut = useOneClickAction(
    (key: string, run: () => Promise<string>) => {
      setPressed(key);
      setSignedOut(null);
      return run();
    },
    {
      onDone: (words) => {
        setSignedOut(words);
        void mutate();
      },
      onFailure: () => void mutate(),
    },
  );
  const busy = signOut.working ? pressed : null;

  const others = sessions?.filter((session) => !session.current).length ?? 0;

  return (
    <Panel heading="Where you're signed in" busy={!sessions && !error}>
      <p>
        If you do not recognise a device, sign it out and change your password. Signing out here
        ends the session on that device straight away.
      </p>
      {signOut.alert ? (
        <p role="alert" className={styles.failed}>
          {signOut.alert}
        </p>
      ) : (
        signedOut && (
          <p role="status" className={panels.confirmation}>
            {signedOut}
          </p>
        )
      )}
      {sessions ? (
        <ul className={styles.sessions}>
          {sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              busy={busy === null ? null : busy === session.id ? 'this' : 'another'}
              onSignOut={() =>
                signOut.run(session.id, async () => {
                  await (await loadSecurityCalls()).endSession(session.id);
                  return `Signed out of ${session.device}.`;
                })
              }
            />
          ))}
        </ul>
      ) : error ? (
        <LoadFailure
          message={SESSIONS_LOAD_FAILED}
          retry={() => void mutate()}
          className={styles.placeholder}
        />
      ) : (
        <div className={styles.placeholder} aria-hidden="true" />
      )}
      {others > 0 && (
        <div>
          <Button
            variant="secondary"
            loading={busy === 'others'}
            disabled={busy !== null && busy !== 'others'}
            onClick={() =>
              signOut.run('others', async () => {
                const { ended } = await (await loadSecurityCalls()).endOtherSessions();
                return `Signed out of ${otherDevices(ended)}.`;
              })
            }
          >
            Sign out of every other device
          </Button>
        </div>
      )}
    </Panel>
  );
}
