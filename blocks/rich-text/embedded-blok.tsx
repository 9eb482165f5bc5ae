import type { EmbeddedBlok } from '@/lib/content/rich-text/rich-text';
import type { RenderableBlok } from '../renderable-blok';
import { Blok } from '../renderer';

/**
 * A blok placed in rich text, through the block registry like any other: parseBlok checked the
 * bloks in the text, as it does those of a block's fields.
 */
export const renderEmbeddedBlok = (blok: EmbeddedBlok) => <Blok blok={blok as RenderableBlok} />;
