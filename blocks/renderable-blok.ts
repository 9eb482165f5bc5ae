export interface BlockIssue {
  path: string;
  message: string;
}

/**
 * A blok as a page renders it: checked by its block's schema before it reaches the page
 * (blocks/parse-bloks.ts), so a page's JavaScript holds no schemas. One that failed arrives as
 * its name and what was wrong.
 */
export interface RenderableBlok {
  _uid: string;
  component: string;
  _editable?: string;
}

export interface InvalidBlok extends RenderableBlok {
  /** Empty when no block has the blok's name. */
  _issues: BlockIssue[];
}

export const isInvalidBlok = (blok: RenderableBlok): blok is InvalidBlok => '_issues' in blok;
