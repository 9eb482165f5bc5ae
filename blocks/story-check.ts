import * as z from 'zod/mini';
import { navigationContentSchema, navigationItemSchema } from '@/features/navigation';
import { bannerConfigSchema } from '@/features/site-banner';
import { ROUTABLE_COMPONENTS } from '@/lib/content/api';
import { englishIssues } from '@/lib/content/fields';
import type { Story } from '@/lib/content/story';
import { storyPath } from '@/lib/content/story-path';
import { blockIssues } from './block-definition';
import { blockSchemas, nestedOnlyBlocks } from './schemas';

/**
 * The checks one story must pass before it is served: every blok against its schema, links
 * that point at stories, sized local images, one h1 a page. `content:check` runs them over the
 * whole space; the editor's save runs them over the story being saved.
 */

/** A problem in a story, at a field path like `content.body.0.headline`. */
export interface StoryProblem {
  path: string;
  message: string;
}

/** Every blok a story may hold: the page blocks, and the bloks of the site settings stories. */
const SCHEMAS: Record<string, z.core.$ZodType> = {
  ...blockSchemas,
  navigation: navigationContentSchema,
  nav_item: navigationItemSchema,
  nav_group: navigationItemSchema,
  banner_config: bannerConfigSchema,
};

/** Routes the app serves that are not stories. */
const APP_ROUTES = ['/energy/quote', '/accounts', '/blog/page/'];

type Node = Record<string, unknown>;

function walk(value: unknown, path: string, visit: (node: Node, path: string) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${path}.${index}`, visit));
  } else if (value && typeof value === 'object') {
    visit(value as Node, path);
    for (const [key, child] of Object.entries(value))
      walk(child, path ? `${path}.${key}` : key, visit);
  }
}

const isBlok = (node: Node) => typeof node._uid === 'string' && typeof node.component === 'string';

/** The stories links may point at. */
export interface Targets {
  uuids: Map<string, Story>;
  paths: Set<string>;
}

/** A rich-text link mark's attributes, or a multilink field: anything with a `linktype`. */
function linkOf(node: Node): Node | null {
  if (node.type === 'link') return (node.attrs as Node | undefined) ?? null;
  return typeof node.linktype === 'string' ? node : null;
}

function linkProblem(node: Node, targets: Targets): string | null {
  const link = linkOf(node);
  if (!link) return null;
  const uuid = link.uuid ?? link.id;
  const href = String(link.href ?? link.cached_url ?? link.url ?? '');
  if (link.linktype === 'story') {
    if (typeof uuid === 'string' && uuid) {
      return targets.uuids.has(uuid) ? null : `links to a story that does not exist (uuid ${uuid})`;
    }
    return targets.paths.has(storyPath(href.replace(/^\//, '')))
      ? null
      : `links to a story that does not exist (${href})`;
  }
  if (link.linktype === 'url' && href.startsWith('/') && !href.startsWith('//')) {
    const path = href.split(/[?#]/)[0] ?? href;
    const known = targets.paths.has(path) || APP_ROUTES.some((route) => path.startsWith(route));
    return known ? null : `links to ${path}, which is not a page on this site`;
  }
  return null;
}

/**
 * A local image (a path under public/) has no size in its URL as Storyblok's have: the asset
 * carries it, so its box is reserved before it loads.
 */
function unsizedLocalImage(node: Node): boolean {
  return typeof node.filename === 'string' && node.filename.startsWith('/')
    ? !(node.width && node.height)
    : false;
}

function headingCount(content: unknown): number {
  let count = 0;
  walk(content, '', (node) => {
    if (node.component === 'hero' || node.component === 'blog_post') count++;
    if (node.type === 'heading' && (node.attrs as Node | undefined)?.level === 1) count++;
  });
  return count;
}

export function checkStory(story: Story, targets: Targets): StoryProblem[] {
  const problems: StoryProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const uids = new Set<string>();

  if (!(story.content.component in SCHEMAS))
    add('content', `root block "${story.content.component}" is not in the registry`);
  walk(story.content, 'content', (node, path) => {
    if (isBlok(node)) {
      const uid = String(node._uid);
      if (uids.has(uid)) add(path, `_uid ${uid} is used twice in this story`);
      uids.add(uid);
      const component = String(node.component);
      const schema = SCHEMAS[component];
      if (schema) {
        const result = z.safeParse(schema, node, englishIssues);
        if (!result.success)
          blockIssues(result.error).forEach((issue) => add(`${path}.${issue.path}`, issue.message));
      } else if (!(component in nestedOnlyBlocks)) {
        add(path, `unknown block "${component}"`);
      }
    }
    const broken = linkProblem(node, targets);
    if (broken) add(path, broken);
    if (unsizedLocalImage(node))
      add(
        path,
        'a local image needs its width and height (from the file) so the page does not shift',
      );
    if (node.component === 'blog_post' && typeof node.author === 'string') {
      const author = targets.uuids.get(node.author);
      if (author?.content.component !== 'author')
        add(`${path}.author`, 'is not the uuid of an author story');
    }
  });

  if (ROUTABLE_COMPONENTS.includes(story.content.component)) {
    const h1s = headingCount(story.content);
    if (h1s !== 1)
      add(
        'content',
        `a page needs exactly one h1 (a hero, a post title or a level-1 heading); found ${h1s}`,
      );
  }
  return problems;
}

export function targetsOf(stories: Story[]): Targets {
  return {
    uuids: new Map(stories.map((story) => [story.uuid, story])),
    paths: new Set(stories.map((story) => storyPath(story.full_slug))),
  };
}

/** The editor's save check: a draft against the drafts of the space it joins. */
export const checkStoryDraft = (story: Story, drafts: Story[]): StoryProblem[] =>
  checkStory(story, targetsOf(drafts));
