import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSession } from '@/features/session';
import { randomToken } from '@/lib/client-id';
import { AddressFormFields } from '@/lib/forms/address-form-fields';
import { FormField } from '@/lib/forms/form-field';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import type { MoveOutRequest } from '@/lib/gateway/contract/move-out';
import { createIdempotentAttempts } from '@/lib/gateway/idempotent-attempts';
import { londonToday } from '@/lib/iso-date';
import { FormAlert } from '@/lib/ui/form-alert';
import { announce } from '@/lib/ui/live-region';
import { accountKeys } from '../data/keys';
import panels from '../screen/panels.module.css';
import { moveOutDefaults, moveOutRequestFrom, moveOutSchema } from './move-out-values';
import styles from './moving.module.css';
import { loadMoveOutCalls } from './use-move-out';

/**
 * The moving date and the address to write to afterwards. Once the gateway has them, the move is
 * put in the cache and the account's status reloaded: Moving Home then follows the move.
 */
export function MoveOutForm({ accountId }: { accountId: number }) {
  const { reloadUserStatus } = useSession();
  const { mutate } = useSWRConfig();
  const schema = useMemo(() => moveOutSchema(londonToday(new Date())), []);
  const [attempts] = useState(() =>
    createIdempotentAttempts(
      async (body: MoveOutRequest, options) =>
        (await loadMoveOutCalls()).createMoveOut(accountId, body, options),
      randomToken,
    ),
  );
  const { form, submit, alert } = useGatewayForm({
    schema,
    defaultValues: moveOutDefaults(),
    async send(values) {
      const { moveOut } = await attempts.send(moveOutRequestFrom(values));
      await mutate(accountKeys.moveOut(accountId), moveOut, { revalidate: false });
      announce('Thank you: we have your moving date and your new address.');
      reloadUserStatus();
    },
  });

  return (
    <form className={panels.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={alert} />
      <FormField
        form={form}
        name="moveOutDate"
        type="date"
        label="The day you move out"
        hint="The day you hand over the keys. You can tell us up to 90 days ahead."
      />
      <fieldset className={styles.address}>
        <legend className={styles.legend}>Your new address, for your final bill</legend>
        <AddressFormFields form={form} name="forwardingAddress" />
      </fieldset>
      <SubmitButton form={form}>Tell us you are moving</SubmitButton>
    </form>
  );
}
