import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { DraftValue, JourneyState } from './journey-state';
import { journeyStore, type JourneyStore } from './journey-store';

type Draft = Record<string, DraftValue>;

function isDraftValue(value: unknown): value is DraftValue {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/**
 * A form's values as a flat draft (`billingAddress.town` for nested fields), without the fields
 * named in `omit` (or inside them) and without anything that is not plain text, a number or a
 * yes/no.
 */
export function flattenDraft(values: unknown, omit: readonly string[] = [], prefix = ''): Draft {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return {};
  const draft: Draft = {};
  for (const [name, value] of Object.entries(values)) {
    const path = prefix + name;
    if (omit.includes(path)) continue;
    if (isDraftValue(value)) draft[path] = value;
    else Object.assign(draft, flattenDraft(value, omit, `${path}.`));
  }
  return draft;
}

type Nested = { [name: string]: DraftValue | Nested };

/** The saved draft of a step, shaped as its form's values again, for `defaultValues`. */
export function draftValues(state: JourneyState, key: string): Nested {
  const values: Nested = {};
  for (const [path, value] of Object.entries(state.drafts[key] ?? {})) {
    const names = path.split('.');
    const last = names.pop() ?? path;
    let target = values;
    for (const name of names) {
      const next = target[name];
      target = typeof next === 'object' && next !== null ? next : (target[name] = {});
    }
    target[last] = value;
  }
  return values;
}

/**
 * Saves every change to a step's form into the journey store (and so into sessionStorage), so a
 * reload keeps what was typed. Secret fields (passwords, bank numbers) must be named in `omit`.
 */
export function useJourneyDraft<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'watch'>,
  key: string,
  { omit = [], store = journeyStore() }: { omit?: readonly string[]; store?: JourneyStore } = {},
): void {
  const omitted = omit.join('\n');
  useEffect(() => {
    const names = omitted ? omitted.split('\n') : [];
    const subscription = form.watch((values) => {
      const { drafts } = store.getSnapshot().state;
      store.update({ drafts: { ...drafts, [key]: flattenDraft(values, names) } });
    });
    return () => subscription.unsubscribe();
  }, [form, key, omitted, store]);
}
