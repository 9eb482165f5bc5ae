import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RichTextDoc } from '@/lib/content/fields';

const STORIES = join(process.cwd(), 'content', 'stories');

function collect(value: unknown, found: RichTextDoc[]): RichTextDoc[] {
  if (Array.isArray(value)) value.forEach((item) => collect(item, found));
  else if (value && typeof value === 'object') {
    if ((value as { type?: unknown }).type === 'doc') found.push(value as RichTextDoc);
    else Object.values(value).forEach((child) => collect(child, found));
  }
  return found;
}

/** The rich-text documents of each story file in the content space (draft and published). */
export function richTextByStory(): [file: string, docs: RichTextDoc[]][] {
  return readdirSync(STORIES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file): [string, RichTextDoc[]] => [
      file,
      collect(JSON.parse(readFileSync(join(STORIES, file), 'utf8')), []),
    ])
    .filter(([, docs]) => docs.length > 0);
}
