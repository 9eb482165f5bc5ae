import { createTransport } from 'nodemailer';
import type { MailTransport } from './mailer';

/** Delivers by SMTP to the server an `smtp://` or `smtps://` URL names (user and password in it). */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport(url);
  return {
    async deliver(message) {
      await transporter.sendMail(message);
    },
  };
}
