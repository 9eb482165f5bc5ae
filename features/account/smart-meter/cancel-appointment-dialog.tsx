import { useOneClickAction } from '@/lib/forms/use-one-click-action';
import type { SmartMeterBooking } from '@/lib/gateway/contract/smart-meter-booking';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { FormAlert } from '@/lib/ui/form-alert';
import { Modal } from '@/lib/ui/modal';
import { appointmentWords } from './slot-words';
import { loadSmartMeterCalls } from './use-smart-meter';

interface CancelAppointmentDialogProps {
  accountId: number;
  booking: SmartMeterBooking;
  open: boolean;
  onClose: () => void;
  /** Cancelled (or found cancelled already, in another tab). */
  onCancelled: () => void;
}

/** Asks before cancelling: the engineer will not come, and the place goes to someone else. */
export function CancelAppointmentDialog({
  accountId,
  booking,
  open,
  onClose,
  onCancelled,
}: CancelAppointmentDialogProps) {
  const cancel = useOneClickAction(
    async () => (await loadSmartMeterCalls()).cancelSmartMeter(accountId),
    {
      onDone: onCancelled,
      // Nothing booked any more: it was cancelled elsewhere, which is what was asked.
      onFailure: (error) => {
        const gone = error instanceof GatewayError && error.statusCode === 404;
        if (gone) onCancelled();
        return gone;
      },
    },
  );

  return (
    <Modal
      open={open}
      title="Cancel your smart meter appointment?"
      onClose={() => {
        cancel.clearAlert();
        onClose();
      }}
      onConfirm={cancel.run}
      confirmLabel="Yes, cancel it"
      cancelLabel="Keep it"
      confirming={cancel.working}
      size="large"
    >
      <FormAlert message={cancel.alert} />
      <p>
        Our engineer will not come on {appointmentWords(booking.slot)}, and the appointment goes to
        another customer. You can book a new one here whenever you are ready.
      </p>
    </Modal>
  );
}
