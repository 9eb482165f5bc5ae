import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

// Blocks nest (a page, a section, a card grid), so a block cannot know its own heading level.
// A block with a heading gives the bloks inside it the next level; the page body starts at h2
// under the hero's h1. Heading order then never skips a level, wherever an editor puts a block.
const HeadingLevelContext = createContext<HeadingLevel>(2);

export function useHeadingLevel(): HeadingLevel {
  return useContext(HeadingLevelContext);
}

/** A heading at the current level. */
export function Heading(props: Omit<ComponentProps<'h2'>, 'children'> & { children: ReactNode }) {
  const Tag = `h${useHeadingLevel()}` as const;
  return <Tag {...props} />;
}

/**
 * Headings inside `children` sit one level below the current one (at most h6): use it around
 * what follows a block's own heading. `when={false}` (the block has no heading) changes nothing.
 */
export function Subheadings({ children, when = true }: { children: ReactNode; when?: boolean }) {
  const level = useHeadingLevel();
  const next = when ? (Math.min(level + 1, 6) as HeadingLevel) : level;
  return <HeadingLevelContext.Provider value={next}>{children}</HeadingLevelContext.Provider>;
}
