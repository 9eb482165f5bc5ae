import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function containsComponent(node: unknown, component: string): boolean {
  if (Array.isArray(node)) return node.some((child) => containsComponent(child, component));
  if (typeof node !== 'object' || node === null) return false;
  if ('component' in node && node.component === component) return true;
  return Object.values(node).some((child) => containsComponent(child, component));
}

/**
 * Whether the published story `content/stories/<slug>.json` has a blok of `component`: the
 * end-to-end specs of a block run once an editor (here, the lead) has placed it on its page.
 */
export function storyHasBlok(slug: string, component: string): boolean {
  const file = join(process.cwd(), 'content', 'stories', `${slug}.json`);
  const story: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const published =
    typeof story === 'object' && story !== null && 'published' in story ? story.published : null;
  return containsComponent(published, component);
}

/** The reason a spec gives while its block is not on its page yet. */
export function waitingFor(component: string, slug: string): string {
  return `the ${component} blok is not on content/stories/${slug}.json yet (issue 8 hand-over)`;
}
