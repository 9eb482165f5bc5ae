import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/lib/ui/button';
import type { InputProps } from '@/lib/ui/input';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './quote-starter.module.css';

/** The postcode input's own props, the same in the form and its stand-in. */
type PostcodeInput = Pick<
  InputProps,
  'label' | 'hint' | 'autoComplete' | 'autoCapitalize' | 'spellCheck'
>;

export interface PostcodeFieldsProps {
  label: string;
  hint: string | undefined;
  buttonLabel: string;
  /** The heading that names the form, if there is one. */
  labelledBy: string | undefined;
  loading: boolean;
  /** Draws the postcode field wired to the form. */
  field: (input: PostcodeInput) => ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** When the visitor turns to the form (the form's check loads then). */
  onFocus?: () => void;
}

export const QUOTE_PATH = '/energy/quote';

/**
 * The postcode field and its button. Before the script runs (or without it) the form still
 * works: the browser sends the postcode to the quote.
 */
export function PostcodeFields(props: PostcodeFieldsProps) {
  const hydrated = useHydrated();
  const input: PostcodeInput = {
    label: props.label,
    hint: props.hint,
    autoComplete: 'postal-code',
    autoCapitalize: 'characters',
    spellCheck: false,
  };
  return (
    <form
      className={styles.form}
      action={QUOTE_PATH}
      method="get"
      data-enhanced={hydrated ? '' : undefined}
      noValidate
      aria-labelledby={props.labelledBy}
      onSubmit={props.onSubmit}
      onFocus={props.onFocus}
    >
      <div className={styles.field}>{props.field(input)}</div>
      <div className={styles.submit}>
        <Button type="submit" loading={props.loading} fullWidth>
          {props.buttonLabel}
        </Button>
      </div>
    </form>
  );
}
