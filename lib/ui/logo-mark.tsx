interface LogoMarkProps {
  className?: string;
  /** Class of the leaf, so a spinner can animate it. */
  leafClassName?: string;
}

/** The round So Energy mark (the leaf in a circle); decorative, so hidden from assistive tech. */
export function LogoMark({ className, leafClassName }: LogoMarkProps) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="var(--color-brand)" />
      <path
        className={leafClassName}
        d="M10 21c6 0 12-4 12-12-8 0-12 6-12 12zm0 0 7-7"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
