import styles from './authenticator-setup.module.css';
import { Input } from './input';

/** The key as apps show it to be typed: groups of four. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface AuthenticatorSetupProps {
  /** The QR code of the account's otpauth URI, as a data: URL of the SVG the server drew. */
  qrCode: string;
  /** The same key as text, for an app that cannot scan. */
  secret: string;
  /** What the QR code is of, for someone who cannot see it. */
  qrCodeAlt: string;
}

/** Setting up an authenticator app: the steps, the QR code to scan, and its key to type. */
export function AuthenticatorSetup({ qrCode, secret, qrCodeAlt }: AuthenticatorSetupProps) {
  return (
    <>
      <ol className={styles.steps}>
        <li>Install an authenticator app on your phone, if you have none.</li>
        <li>In the app, add an account and scan this QR code.</li>
        <li>Type the 6-digit code the app then shows.</li>
      </ol>
      {/* An <img> of the server's SVG: no markup of the answer reaches the page. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL, nothing to optimise */}
      <img className={styles.qrCode} src={qrCode} width={200} height={200} alt={qrCodeAlt} />
      <Input
        label="Setup key, if you cannot scan the code"
        value={groupedKey(secret)}
        readOnly
        spellCheck={false}
        autoComplete="off"
      />
    </>
  );
}
