import { Fragment, type ReactNode } from 'react';
import type { RichTextDoc, RichTextNode } from '../fields';
import { CmsImage } from '../cms-image';
import { plainText } from './plain-text';
import { applyMark } from './text-marks';
import styles from './rich-text.module.css';

export interface RichTextProps {
  doc: RichTextDoc;
  /** Renders bloks embedded in the text (the block registry lives outside lib/). */
  renderBloks?: (bloks: unknown[]) => ReactNode;
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Headings get ids from their text, so `#anchor` links from other content land on them. */
export function headingId(node: RichTextNode): string {
  return plainText(node)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Text runs at most a reading width; a Storyblok image's URL gives its size. */
function RichTextImage({ attrs }: { attrs: Record<string, unknown> }) {
  return (
    <CmsImage
      image={{ filename: str(attrs.src) }}
      alt={str(attrs.alt) ?? ''}
      title={str(attrs.title)}
      sizes="(min-width: 48rem) 48rem, 100vw"
    />
  );
}

function renderNode(node: RichTextNode, key: number, props: RichTextProps): ReactNode {
  const children = (node.content ?? []).map((child, index) => renderNode(child, index, props));
  const attrs = node.attrs ?? {};
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{children}</p>;
    case 'heading': {
      const level = Math.min(Math.max(Number(attrs.level) || 2, 1), 6);
      const Heading = `h${level}` as 'h1';
      return (
        <Heading key={key} id={headingId(node) || undefined}>
          {children}
        </Heading>
      );
    }
    case 'bullet_list':
      return <ul key={key}>{children}</ul>;
    case 'ordered_list': {
      const start = Number(attrs.order);
      return (
        <ol key={key} start={start > 1 ? start : undefined}>
          {children}
        </ol>
      );
    }
    case 'list_item':
      return <li key={key}>{children}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children}</blockquote>;
    case 'code_block':
      return (
        <pre key={key}>
          <code>{children}</code>
        </pre>
      );
    case 'horizontal_rule':
      return <hr key={key} />;
    case 'hard_break':
      return <br key={key} />;
    case 'image':
      return <RichTextImage key={key} attrs={attrs} />;
    case 'text':
      return (
        <Fragment key={key}>
          {(node.marks ?? []).reduceRight<ReactNode>(
            (inner, mark) => applyMark(mark, inner),
            node.text,
          )}
        </Fragment>
      );
    case 'blok':
      return (
        <Fragment key={key}>
          {props.renderBloks?.(Array.isArray(attrs.body) ? attrs.body : [])}
        </Fragment>
      );
    default:
      return <Fragment key={key}>{children}</Fragment>;
  }
}

/** Storyblok rich text as React elements: every node and mark, with links made safe. */
export function RichText(props: RichTextProps) {
  return (
    <div className={styles.richText}>
      {props.doc.content.map((node, index) => renderNode(node, index, props))}
    </div>
  );
}
