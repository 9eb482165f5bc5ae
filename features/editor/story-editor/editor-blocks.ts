import type * as z from 'zod/mini';
import type { Blok } from '@/lib/content/story';
import type { ComponentCatalogue } from '../story-edits/blok-tree';

/**
 * What the editor knows of the site's blocks, handed in by its page (features may not import
 * `blocks/`): where each may go, each one's schema (its form and its checks), a new blok.
 */
export interface EditorBlocks {
  catalogue: ComponentCatalogue;
  schemas: Readonly<Record<string, z.core.$ZodType>>;
  /** A blok of `component` with its fields' defaults. */
  newBlok: (component: string) => Blok;
}
