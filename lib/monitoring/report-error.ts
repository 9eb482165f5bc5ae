import { redact } from './redact';

/**
 * Error reporting, in one place: code reports through `reportError`, and the monitoring
 * vendor (if any) plugs in with `setErrorSink`. Until one does, reports go to the console.
 * Every sink receives the error and its context already redacted (SPEC §7).
 */

export type ErrorContext = Readonly<Record<string, unknown>>;
export type ErrorSink = (error: unknown, context: ErrorContext) => void;

const consoleSink: ErrorSink = (error, context) => {
  console.error('[reported error]', error, context);
};

let sink: ErrorSink = consoleSink;

/** Sends reports to `next`; null restores the console. */
export function setErrorSink(next: ErrorSink | null): void {
  sink = next ?? consoleSink;
}

/** Reports an error with what was going on; reporting itself never throws. */
export function reportError(error: unknown, context: ErrorContext = {}): void {
  try {
    sink(redact(error), redact(context));
  } catch (sinkFailure) {
    console.error('[error reporting failed]', sinkFailure, error);
  }
}
