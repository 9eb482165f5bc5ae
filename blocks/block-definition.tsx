import type { ComponentType, ReactNode } from 'react';
// Block schemas use zod/mini: they run in the browser on every marketing page.
import * as z from 'zod/mini';

/** What every blok carries: Storyblok's id and component name, plus the editor's marker. */
export const blokBase = z.object({
  _uid: z.string(),
  component: z.string(),
  _editable: z.optional(z.string()),
});
export type BlokBase = z.infer<typeof blokBase>;

/** Nested bloks are checked by their own schemas when they render, so here any blok will do. */
export const bloksField = z._default(z.array(z.looseObject(blokBase.shape)), []);

export interface BlockIssue {
  path: string;
  message: string;
}

export type ParsedBlock =
  { success: true; render: () => ReactNode } | { success: false; issues: BlockIssue[] };

export interface BlockDefinition {
  schema: z.ZodMiniType;
  parse(blok: unknown): ParsedBlock;
}

/** zod/mini carries no message catalogue: say in words what a field expected. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.message && issue.message !== 'Invalid input') return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Required' : `Expected ${issue.expected}`;
    case 'invalid_value':
      return `Expected one of: ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return `Too short: at least ${String(issue.minimum)}`;
    case 'too_big':
      return `Too long: at most ${String(issue.maximum)}`;
    case 'invalid_format':
      return `Not a valid ${issue.format}`;
    default:
      return 'Invalid value';
  }
}

export function blockIssues(error: z.core.$ZodError): BlockIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.join('.') || '(blok)',
    message: describeIssue(issue),
  }));
}

/** Pairs a block's schema with its component; the props are whatever the schema outputs. */
export function defineBlock<Schema extends z.ZodMiniType<BlokBase>>(
  schema: Schema,
  Component: ComponentType<{ blok: z.output<Schema> }>,
): BlockDefinition {
  return {
    schema,
    parse(raw) {
      const result = schema.safeParse(raw, { reportInput: true });
      if (!result.success) return { success: false, issues: blockIssues(result.error) };
      const blok = result.data;
      return { success: true, render: () => <Component blok={blok} /> };
    },
  };
}
