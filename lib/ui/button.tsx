import { Link } from '@/lib/ui/link';
import type { ComponentProps, ReactNode } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner';

export const buttonVariants = [
  'primary',
  'invertedPrimary',
  'secondary',
  'boldSecondary',
  'transparentSecondary',
  'whiteNoBorder',
  'invertedSecondary',
  'tertiary',
  /** An action that cannot be undone, such as deleting. */
  'danger',
] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['xs', 'small', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

function buttonClassName({ variant = 'primary', size = 'large', fullWidth }: ButtonLook) {
  return [styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonLook, Omit<ComponentProps<'button'>, 'className'> {
  /** Shows the spinner over the label (the width stays) and blocks clicks until done. */
  loading?: boolean;
  children: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const className = [buttonClassName({ variant, size, fullWidth }), loading && styles.loading]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...props}
      type={type}
      className={className}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      <span className={styles.label}>{children}</span>
      {loading && <Spinner decorative className={styles.spinner} />}
    </button>
  );
}

export interface ButtonLinkProps
  extends ButtonLook, Omit<ComponentProps<typeof Link>, 'className'> {
  children: ReactNode;
}

/** A link that looks like a button: for navigation, never for actions. */
export function ButtonLink({ variant, size, fullWidth, children, ...props }: ButtonLinkProps) {
  return (
    <Link {...props} className={buttonClassName({ variant, size, fullWidth })}>
      <span className={styles.label}>{children}</span>
    </Link>
  );
}
