import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as z from 'zod/mini';
import {
  findRecoveryCode,
  hashRecoveryCode,
  newRecoveryCodes,
} from '@/lib/second-factor/recovery-codes';
import { createSecretBox, deriveKey } from '@/lib/second-factor/secret-box';
import { acceptTotpCode, newTotpSecret, normaliseTotpCode } from '@/lib/second-factor/totp';

/**
 * Editors' second factors. Editors have no database, so their factors live in one JSON file
 * (EDITOR_FACTORS_PATH, `.data/editor-factors.json` by default), rewritten whole and atomically
 * (a new file renamed over the old) on every change, readable by the server's user only. Per
 * editor (by lowercased email): the TOTP secret sealed with AES-256-GCM under a key derived from
 * EDITOR_SESSION_SECRET, the last step whose code was taken (a code is never taken twice), and
 * the keyed hashes of the recovery codes not yet used. An enrolment under way keeps its secret
 * (sealed) for ENROLMENT_MS until the editor types a code from it.
 *
 * Every operation reads, decides and writes synchronously, so two requests of one server cannot
 * both take the same code. Rotating EDITOR_SESSION_SECRET makes every stored factor unreadable:
 * delete the file and every editor enrols again. Deleting one editor's entry resets theirs.
 */

/** How long an enrolment started by the password may wait for its first code. */
export const ENROLMENT_MS = 10 * 60_000;

const factorSchema = z.object({
  secret: z.string(),
  enrolledAt: z.string(),
  lastUsedStep: z.nullable(z.number()),
  recoveryCodes: z.array(z.string()),
});

const enrolmentSchema = z.object({
  secret: z.string(),
  nonce: z.string(),
  startedAt: z.string(),
});

const fileSchema = z.object({
  version: z.literal(1),
  editors: z.record(z.string(), factorSchema),
  enrolments: z.record(z.string(), enrolmentSchema),
});
type FactorsFile = z.infer<typeof fileSchema>;

export class EditorFactorsError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'EditorFactorsError';
  }
}

export type SecondFactorUsed =
  { kind: 'code' } | { kind: 'recovery-code'; recoveryCodesLeft: number };

export interface EditorFactorStore {
  isEnrolled(email: string): boolean;
  /** Starts (or starts again) an editor's enrolment: the new secret and the nonce that binds it. */
  beginEnrolment(email: string, now: Date): { secret: string; nonce: string };
  /**
   * Finishes the enrolment `nonce` started when `code` is the secret's code now: the factor is
   * kept and the new recovery codes are returned, to be shown once. Null for a wrong code, or an
   * enrolment that is not this one or has run out of time.
   */
  finishEnrolment(email: string, nonce: string, code: string, now: Date): string[] | null;
  /** Takes a TOTP code (once) or a recovery code (once); null when it is neither. */
  useSecondFactor(email: string, code: string, now: Date): SecondFactorUsed | null;
}

const keyOf = (email: string) => email.trim().toLowerCase();
const emptyFile = (): FactorsFile => ({ version: 1, editors: {}, enrolments: {} });

/** Writes to a new file beside `path` and renames it over `path`: readers see old or new. */
function writeFileAtomically(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, text, { mode: 0o600 });
    chmodSync(temporary, 0o600);
    renameSync(temporary, path);
  } finally {
    rmSync(temporary, { force: true });
  }
}

function readFactorsFile(path: string): FactorsFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyFile();
    throw new EditorFactorsError(`The editors' second factors could not be read (${path}).`, {
      cause: error,
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new EditorFactorsError(`${path} is not JSON.`, { cause: error });
  }
  const parsed = z.safeParse(fileSchema, json);
  // Never read as "nobody has a factor": a damaged file would let a password alone in.
  if (!parsed.success)
    throw new EditorFactorsError(`${path} is not a file of editors' second factors.`);
  return parsed.data;
}

const secretBoxOf = (secret: string) => createSecretBox(deriveKey(secret, 'editor factor secrets'));
const boundTo = (email: string) => `editor:${keyOf(email)}`;

/**
 * An enrolled editor's TOTP secret and the last step taken, as their authenticator app and the
 * server know them: for the end-to-end specs, which sign in with codes as an editor does.
 */
export function readEditorFactor(
  { path, secret }: { path: string; secret: string },
  email: string,
): { totpSecret: string; lastUsedStep: number | null } | null {
  const factor = readFactorsFile(path).editors[keyOf(email)];
  const totpSecret = factor && secretBoxOf(secret).open(factor.secret, boundTo(email));
  return factor && totpSecret ? { totpSecret, lastUsedStep: factor.lastUsedStep } : null;
}

export function createEditorFactorStore({
  path,
  secret,
}: {
  path: string;
  /** EDITOR_SESSION_SECRET: the keys that seal secrets and hash recovery codes derive from it. */
  secret: string;
}): EditorFactorStore {
  const box = secretBoxOf(secret);
  const recoveryKey = deriveKey(secret, 'editor recovery codes');

  const read = () => readFactorsFile(path);
  const write = (file: FactorsFile) =>
    writeFileAtomically(path, `${JSON.stringify(file, null, 2)}\n`);

  function withoutExpiredEnrolments(file: FactorsFile, now: Date): FactorsFile {
    const enrolments = Object.fromEntries(
      Object.entries(file.enrolments).filter(
        ([, enrolment]) => now.getTime() - Date.parse(enrolment.startedAt) < ENROLMENT_MS,
      ),
    );
    return { ...file, enrolments };
  }

  return {
    isEnrolled: (email) => keyOf(email) in read().editors,

    beginEnrolment(email, now) {
      const file = withoutExpiredEnrolments(read(), now);
      if (keyOf(email) in file.editors)
        throw new EditorFactorsError('This editor has a second factor already.');
      const totpSecret = newTotpSecret();
      const nonce = randomBytes(16).toString('base64url');
      file.enrolments[keyOf(email)] = {
        secret: box.seal(totpSecret, boundTo(email)),
        nonce,
        startedAt: now.toISOString(),
      };
      write(file);
      return { secret: totpSecret, nonce };
    },

    finishEnrolment(email, nonce, code, now) {
      const file = withoutExpiredEnrolments(read(), now);
      const enrolment = file.enrolments[keyOf(email)];
      if (!enrolment || enrolment.nonce !== nonce || keyOf(email) in file.editors) return null;
      const totpSecret = box.open(enrolment.secret, boundTo(email));
      if (!totpSecret) return null;
      const step = acceptTotpCode(totpSecret, code, { nowMs: now.getTime(), lastUsedStep: null });
      if (step === null) return null;
      const recoveryCodes = newRecoveryCodes();
      delete file.enrolments[keyOf(email)];
      file.editors[keyOf(email)] = {
        secret: enrolment.secret,
        enrolledAt: now.toISOString(),
        lastUsedStep: step,
        recoveryCodes: recoveryCodes.map((recovery) => hashRecoveryCode(recovery, recoveryKey)),
      };
      write(file);
      return recoveryCodes;
    },

    useSecondFactor(email, code, now) {
      const file = read();
      const factor = file.editors[keyOf(email)];
      if (!factor) return null;
      if (normaliseTotpCode(code)) {
        const totpSecret = box.open(factor.secret, boundTo(email));
        if (!totpSecret)
          throw new EditorFactorsError(
            `A second factor in ${path} does not open with EDITOR_SESSION_SECRET.`,
          );
        const step = acceptTotpCode(totpSecret, code, {
          nowMs: now.getTime(),
          lastUsedStep: factor.lastUsedStep,
        });
        if (step === null) return null;
        file.editors[keyOf(email)] = { ...factor, lastUsedStep: step };
        write(file);
        return { kind: 'code' };
      }
      const index = findRecoveryCode(code, factor.recoveryCodes, recoveryKey);
      if (index < 0) return null;
      const recoveryCodes = factor.recoveryCodes.filter((_, kept) => kept !== index);
      file.editors[keyOf(email)] = { ...factor, recoveryCodes };
      write(file);
      return { kind: 'recovery-code', recoveryCodesLeft: recoveryCodes.length };
    },
  };
}
