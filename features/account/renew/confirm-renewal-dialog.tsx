import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSession } from '@/features/session';
import { randomToken } from '@/lib/client-id';
import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import { useOneClickAction } from '@/lib/forms/use-one-click-action';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { createIdempotentAttempts } from '@/lib/gateway/idempotent-attempts';
import { FormAlert } from '@/lib/ui/form-alert';
import { announce } from '@/lib/ui/live-region';
import { Modal } from '@/lib/ui/modal';
import { PhoneLink } from '@/lib/ui/phone-link';
import { accountKeys } from '../data/keys';
import { COOLING_OFF_DAYS } from '@/lib/gateway/contract/messages';
import { loadRenewalCalls } from './use-renewal';

interface ConfirmRenewalDialogProps {
  accountId: number;
  /** The offer chosen; null when none is. */
  quote: TariffQuote | null;
  onClose: () => void;
}

/**
 * The explicit yes a renewal needs: what the customer is agreeing to, and their right to change
 * their mind. Once the gateway has it, the account's status is reloaded, so renew leaves the
 * menu and the screen shows the renewal under way.
 */
export function ConfirmRenewalDialog({ accountId, quote, onClose }: ConfirmRenewalDialogProps) {
  const { reloadUserStatus } = useSession();
  const { mutate } = useSWRConfig();
  const [attempts] = useState(() =>
    createIdempotentAttempts(
      async (body: { quoteId: string }, options) =>
        (await loadRenewalCalls()).requestRenewal(accountId, body, options),
      randomToken,
    ),
  );
  const showRenewal = async () => {
    await mutate(accountKeys.renewal(accountId));
    reloadUserStatus();
  };
  const confirm = useOneClickAction(
    (chosen: TariffQuote) => attempts.send({ quoteId: chosen.quoteId }),
    {
      onDone: async (renewal) => {
        announce(
          `Thank you: you are renewing onto ${renewal.tariffName ?? quote?.tariffName}. You have ${COOLING_OFF_DAYS} days to change your mind.`,
        );
        await showRenewal();
      },
      // Renewed already (in another tab, say: 403 in the Renew screen's words, or 409 when two
      // tries crossed): say so, and show the renewal under way.
      onFailure: async (error) => {
        const renewing = error instanceof GatewayError && [403, 409].includes(error.statusCode);
        if (renewing) await showRenewal();
      },
    },
  );

  const close = () => {
    confirm.clearAlert();
    onClose();
  };

  return (
    <Modal
      open={quote !== null}
      title={quote ? `Renew onto ${quote.shortTariffName}?` : ''}
      onClose={close}
      onConfirm={() => quote && confirm.run(quote)}
      confirmLabel="Yes, renew my tariff"
      confirming={confirm.working}
      size="large"
    >
      {quote && (
        <>
          <FormAlert message={confirm.alert} />
          <p>
            Your new prices start on {formatLongDate(quote.supplyStartDate)}: about{' '}
            {formatPounds(Math.round(quote.costPerMonthInPounds * 100))} a month, or{' '}
            {formatPounds(Math.round(quote.costPerYearInPounds * 100))} a year for the energy you
            use, fixed for {quote.tariffLengthInMonths} months. Your Direct Debit stays as it is
            until we review it.
          </p>
          <p>
            <strong>You can change your mind.</strong> You have {COOLING_OFF_DAYS} days from today
            to cancel this renewal, without giving a reason and at no cost: call us on <PhoneLink />
            .
          </p>
        </>
      )}
    </Modal>
  );
}
