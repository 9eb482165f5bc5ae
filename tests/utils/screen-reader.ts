import { virtual } from '@guidepup/virtual-screen-reader';
import { act } from '@testing-library/react';

/**
 * A virtual screen reader (Guidepup's) over the rendered document, for the spoken walks of
 * issue 22: it reads the accessibility tree as NVDA or VoiceOver would, follows focus, and
 * speaks live regions as `polite: …` or `assertive: …`.
 */
export const screenReader = virtual;

/** Starts the reader at the top of `container`; stop it in an `afterEach`. */
export async function startScreenReader(container: Node = document.body): Promise<void> {
  await act(() => virtual.start({ container }));
}

/** Stops the reader; harmless when it was never started. */
export async function stopScreenReader(): Promise<void> {
  await virtual.stop();
}

/** Lets React commit and the reader hear what the last action changed. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/**
 * What the reader says moving item by item from where it is to the end of the container
 * (a "say all"), `limit` items at most so that a loop in the tree fails instead of hanging.
 */
export async function readToEnd(limit = 500): Promise<string[]> {
  await virtual.clearSpokenPhraseLog();
  let previousLength = -1;
  for (let step = 0; step < limit; step += 1) {
    await virtual.next();
    const spoken = await virtual.spokenPhraseLog();
    if (spoken.length === previousLength) break;
    previousLength = spoken.length;
    if (spoken.at(-1) === 'end of document') break;
  }
  return virtual.spokenPhraseLog();
}

/**
 * What the reader says while `action` runs and React settles: the live regions that change
 * and the items that focus moves to. Nothing spoken means a change a listener never hears.
 */
export async function spokenDuring(action: () => Promise<unknown> | unknown): Promise<string[]> {
  await virtual.clearSpokenPhraseLog();
  await action();
  await settle();
  return virtual.spokenPhraseLog();
}

/** What the reader says for one term of a description list: the term, then its definition. */
export const spokenTerm = (term: string, ...definition: string[]): string[] => [
  'term',
  term,
  'end of term',
  'definition',
  ...definition,
  'end of definition',
];
