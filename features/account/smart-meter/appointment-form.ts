import { z } from 'zod';
import {
  MAX_ACCESS_NOTES_LENGTH,
  type SmartMeterBookingRequest,
} from '@/lib/gateway/contract/smart-meter-booking';

/** The appointment form's fields: the chosen slot (a radio) and notes for the engineer. */
export const appointmentSchema = z.object({
  slotId: z.string().min(1, { error: 'Choose a day and time for your installation' }),
  accessNotes: z
    .string()
    .trim()
    .max(MAX_ACCESS_NOTES_LENGTH, {
      error: `Please keep your notes to ${MAX_ACCESS_NOTES_LENGTH} characters`,
    }),
});
export type AppointmentValues = z.output<typeof appointmentSchema>;

/** A first booking sends notes only when there are some. */
export function bookingRequestFrom(values: AppointmentValues): SmartMeterBookingRequest {
  return {
    slotId: values.slotId,
    ...(values.accessNotes ? { accessNotes: values.accessNotes } : {}),
  };
}

/** A move always sends the notes, so notes emptied are cleared. */
export function rescheduleRequestFrom(values: AppointmentValues): SmartMeterBookingRequest {
  return { slotId: values.slotId, accessNotes: values.accessNotes };
}
