import { ButtonLink } from '@/lib/ui/button';
import styles from './error-screen.module.css';

export const errorScreenVariants = {
  generic: { heading: 'An error occurred', lines: ['Please try again in a few minutes.'] },
  notFound: {
    heading: "The page you were looking for doesn't exist.",
    lines: ['You may have mistyped the address or the page may have moved.'],
  },
  network: {
    heading: "Uh oh, looks like there's no internet!",
    lines: ['Please check your connection and try again.'],
  },
} as const;
export type ErrorScreenVariant = keyof typeof errorScreenVariants;

interface ErrorScreenProps {
  variant: ErrorScreenVariant;
  /** A heading above the variant's own (which then reads as the first line). */
  title?: string;
  buttonLabel?: string;
  buttonHref?: string;
}

export function ErrorScreen({
  variant,
  title,
  buttonLabel = 'Go to Homepage',
  buttonHref = '/',
}: ErrorScreenProps) {
  const { heading, lines } = errorScreenVariants[variant];
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{title ?? heading}</h1>
      {title && <p className={styles.lead}>{heading}</p>}
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <ButtonLink href={buttonHref}>{buttonLabel}</ButtonLink>
    </div>
  );
}
