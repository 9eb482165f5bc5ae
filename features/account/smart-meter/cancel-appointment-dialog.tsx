import { useState } from 'react';
import { failureMessage } from '@/lib/forms/send-failure';
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
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function cancel() {
    setSending(true);
    setAlert(null);
    try {
      await (await loadSmartMeterCalls()).cancelSmartMeter(accountId);
      onCancelled();
    } catch (error) {
      // Nothing booked any more: it was cancelled elsewhere, which is what was asked.
      if (error instanceof GatewayError && error.statusCode === 404) onCancelled();
      else setAlert(failureMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open={open}
      title="Cancel your smart meter appointment?"
      onClose={() => {
        setAlert(null);
        onClose();
      }}
      onConfirm={() => void cancel()}
      confirmLabel="Yes, cancel it"
      cancelLabel="Keep it"
      confirming={sending}
      size="large"
    >
      <FormAlert message={alert} />
      <p>
        Our engineer will not come on {appointmentWords(booking.slot)}, and the appointment goes to
        another customer. You can book a new one here whenever you are ready.
      </p>
    </Modal>
  );
}
