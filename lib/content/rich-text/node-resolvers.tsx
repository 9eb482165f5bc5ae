import type { RenderOptions } from 'storyblok-rich-text-react-renderer';
import { CmsImage } from '../cms-image';

type NodeResolvers = NonNullable<RenderOptions['nodeResolvers']>;

const clampedLevel = (level: unknown) => Math.min(Math.max(Number(level) || 2, 1), 6);

/** How the site draws rich text's nodes where the renderer's own way is not the site's. */
export const nodeResolvers: NodeResolvers = {
  heading: (children, attrs: { level?: unknown; id?: string }) => {
    const Heading = `h${clampedLevel(attrs.level)}` as 'h2';
    return <Heading id={attrs.id}>{children}</Heading>;
  },
  ordered_list: (children, attrs?: { order?: unknown }) => {
    const start = Number(attrs?.order);
    return <ol start={start > 1 ? start : undefined}>{children}</ol>;
  },
  // A code block's class would let content pick any of the site's classes.
  code_block: (children) => (
    <pre>
      <code>{children}</code>
    </pre>
  ),
  // Text runs at most a reading width; a Storyblok image's URL gives its size.
  image: (_children, attrs?: { src?: string; alt?: string; title?: string }) => (
    <CmsImage
      image={{ filename: attrs?.src }}
      alt={attrs?.alt ?? ''}
      title={attrs?.title}
      sizes="(min-width: 48rem) 48rem, 100vw"
    />
  ),
  // The character only: no fallback image from another site's host.
  emoji: (_children, attrs) =>
    attrs?.emoji ? (
      <span role="img" aria-label={attrs.name}>
        {attrs.emoji}
      </span>
    ) : null,
};
