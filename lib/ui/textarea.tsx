import { useEffect, useId, useState, type ComponentProps } from 'react';
import { formatCount, formatNumber } from '@/lib/format-number';
import { describedBy, FieldMessages } from './field-messages';
import inputStyles from './input.module.css';
import styles from './textarea.module.css';
import { visuallyHiddenClassName } from './visually-hidden';

export interface TextareaProps extends Omit<ComponentProps<'textarea'>, 'className' | 'value'> {
  label: string;
  hint?: string;
  /** Invalid-feedback text: marks the field invalid and is announced when it appears. */
  error?: string;
  /** Shows how many characters are left (or too many) as the person types. */
  characterLimit?: number;
  /** The current text, for the count; the field itself may stay uncontrolled. */
  length?: number;
}

// Screen readers hear the count once typing pauses, not at every key.
const COUNT_ANNOUNCE_DELAY_MS = 1_000;

function countText(limit: number, length: number): string {
  const left = limit - length;
  const characters = formatCount(Math.abs(left), 'character', 'characters');
  return left >= 0 ? `${characters} left` : `${characters} too many`;
}

/** The hint as a sentence, ready for the limit to follow it: one full stop, never two. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** A multi-line text field with its label above, and an optional live character count. */
export function Textarea({
  label,
  hint,
  error,
  id,
  characterLimit,
  length = 0,
  ...props
}: TextareaProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const count = characterLimit === undefined ? null : countText(characterLimit, length);
  const [announcedCount, setAnnouncedCount] = useState(count);
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnouncedCount(count), COUNT_ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [count]);
  const limitHint =
    characterLimit === undefined
      ? undefined
      : `You can enter up to ${formatNumber(characterLimit)} characters`;
  const fullHint = [hint && asSentence(hint), limitHint].filter(Boolean).join(' ') || undefined;

  return (
    <div className={inputStyles.field}>
      <label className={styles.label} htmlFor={textareaId}>
        {label}
      </label>
      <textarea
        {...props}
        id={textareaId}
        className={`${inputStyles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(textareaId, fullHint, error, props['aria-describedby'])}
      />
      {count !== null && characterLimit !== undefined && (
        <>
          <p
            className={`${styles.count} ${length > characterLimit ? styles.over : ''}`}
            aria-hidden="true"
          >
            {count}
          </p>
          <span className={visuallyHiddenClassName} role="status">
            {announcedCount}
          </span>
        </>
      )}
      <FieldMessages id={textareaId} hint={fullHint} error={error} />
    </div>
  );
}
