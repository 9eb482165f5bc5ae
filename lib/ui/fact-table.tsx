import type { ReactNode } from 'react';

interface FactTableProps {
  /** Each fact: its name, read as the row's header, and its value. */
  rows: readonly { label: string; value: ReactNode }[];
  caption: ReactNode;
  className?: string;
  captionClassName?: string;
  /** While some of the values are still loading. */
  busy?: boolean;
}

/** A two-column table of named facts (a Tariff Information Label…), a header for each row. */
export function FactTable({ rows, caption, className, captionClassName, busy }: FactTableProps) {
  return (
    <table className={className}>
      <caption className={captionClassName}>{caption}</caption>
      <tbody aria-busy={busy || undefined}>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
