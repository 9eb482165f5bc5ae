import { richTextSchema } from '@/lib/content/fields';
import { plainText } from '@/lib/content/rich-text/plain-text';
import type { Blok } from '@/lib/content/story';
import type { ComponentCatalogue } from '../story-edits/blok-tree';

const SUMMARY_LENGTH = 60;
const NOT_CONTENT = new Set(['_uid', 'component', '_editable']);

function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  const richText = richTextSchema.safeParse(value);
  return richText.success ? plainText(richText.data).replace(/\s+/g, ' ').trim() : '';
}

/** The blok's first text (a string or rich text), cut to a line: what tells it from its siblings. */
export function blokSummary(blok: Blok): string {
  const text =
    Object.entries(blok)
      .filter(([field]) => !NOT_CONTENT.has(field))
      .map(([, value]) => textOf(value))
      .find(Boolean) ?? '';
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : text;
}

/** The component's name as editors know it (its Storyblok name when the catalogue lacks it). */
export const componentName = (catalogue: ComponentCatalogue, component: string) =>
  catalogue[component]?.displayName ?? component;

/** How controls and announcements name a blok: `Section “What we believe”`. */
export function blokLabel(blok: Blok, catalogue: ComponentCatalogue): string {
  const summary = blokSummary(blok);
  const name = componentName(catalogue, blok.component);
  return summary ? `${name} “${summary}”` : name;
}

/** A field's name for editors: `body` → `Body`, `opening_hours` → `Opening hours`. */
export function fieldName(field: string): string {
  const words = field.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
