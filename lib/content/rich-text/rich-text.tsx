import type { JSX } from 'react';
import { render, type RenderOptions } from 'storyblok-rich-text-react-renderer/src/index.js';
import type { RichTextDoc } from '../fields';
import { markResolvers } from './mark-resolvers';
import { nodeResolvers } from './node-resolvers';
import { renderableDoc } from './renderable-doc';
import styles from './rich-text.module.css';

/** A blok placed in the text, as its blok node holds it. */
export interface EmbeddedBlok {
  _uid: string;
  component: string;
  [field: string]: unknown;
}

export interface RichTextProps {
  doc: RichTextDoc;
  /** Renders a blok placed in the text (the block registry lives outside lib/). */
  renderBlok?: (blok: EmbeddedBlok) => JSX.Element | null;
}

const baseOptions: RenderOptions = { nodeResolvers, markResolvers };

/** Storyblok rich text as React elements, through storyblok-rich-text-react-renderer. */
export function RichText({ doc, renderBlok }: RichTextProps) {
  const options: RenderOptions = renderBlok
    ? {
        ...baseOptions,
        defaultBlokResolver: (component, fields) => renderBlok({ ...fields, component }),
      }
    : baseOptions;
  return <div className={styles.richText}>{render(renderableDoc(doc), options)}</div>;
}
