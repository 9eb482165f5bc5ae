import { act } from '@testing-library/react';

/**
 * Waits until code a form imports after the page (useDeferredSchemaForm, the quote step's
 * calls) has arrived, for tests of what it does rather than of when it can: the form's own
 * import of the same modules then settles within one task.
 */
export function deferredCodeArrived(...imports: Promise<unknown>[]): Promise<void> {
  return act(async () => {
    await Promise.all(imports);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The quote step's form check and gateway calls (features/quote/quote-step/quote-calls.ts). */
export const quoteStepCodeArrived = () =>
  deferredCodeArrived(
    import('@/features/quote/quote-step/quote-form-schema'),
    import('@/features/quote/quote-step/quote-calls'),
    import('@hookform/resolvers/zod'),
  );
