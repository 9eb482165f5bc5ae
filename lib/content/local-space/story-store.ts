import { randomUUID } from 'node:crypto';
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { RESOLVED_RELATIONS } from '../api';
import type { Blok, Story } from '../story';
import { readHistory, recordHistory, type HistoryAction, type HistoryEntry } from './history';
import { formatJson, insideFolder, markSpaceChanged, writeFileAtomically } from './space-files';
import { relationUuids } from './references';
import { loadSpace, type SpaceStory } from './space';
import { mentions, newUid, withFreshUids } from './blok-tree';
import { stateOf, type StoryState } from './story-state';
import {
  InvalidStoryError,
  StoryConflictError,
  StoryNotFoundError,
  type FieldProblem,
} from './store-errors';

/**
 * The editor's writes to the embedded space: the one owner of its story files. Every change
 * is written whole and atomically, recorded in the story's history with who made it, and
 * stamped so every reader of the space sees it.
 */

export interface StorySummary {
  id: number;
  uuid: string;
  name: string;
  full_slug: string;
  /** The folder's full slug (`blog`), or '' at the top. */
  folder: string;
  contentType: string;
  state: StoryState;
  updatedAt: string;
}

/** The checks a draft must pass, given the drafts of the whole space (for its links). */
export type DraftCheck = (story: Story, drafts: Story[]) => FieldProblem[];

export interface StoryStoreOptions {
  root: string;
  checkDraft: DraftCheck;
  now?: () => Date;
}

export interface NewStory {
  name: string;
  slug: string;
  /** The folder's full slug, '' at the top. */
  folder: string;
  /** A story whose content the new one starts from; a page with a hero otherwise. */
  templateId?: number;
}

export interface DraftChange {
  name?: string;
  content: Blok;
}

/** What a write left behind: the story's versions after it and whether it was live before. */
export interface WriteResult {
  story: SpaceStory;
  wasPublished: boolean;
}

const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const STORIES_DIR = 'stories';

/** A start page (`blog/`) lives in its folder's `index.json`. */
const storyFile = (fullSlug: string) =>
  join(STORIES_DIR, fullSlug.endsWith('/') ? `${fullSlug}index.json` : `${fullSlug}.json`);

const folderOf = (fullSlug: string) =>
  fullSlug.replace(/\/$/, '').split('/').slice(0, -1).join('/');

export function createStoryStore({ root, checkDraft, now = () => new Date() }: StoryStoreOptions) {
  const stories = () => loadSpace(root).stories;
  /** A story file's path (`stories/about.json`), never outside stories/. */
  const storyPath = (file: string) => insideFolder(root, STORIES_DIR, file);

  function find(id: number): SpaceStory {
    const story = stories().find(({ draft }) => draft.id === id);
    if (!story) throw new StoryNotFoundError(`Story ${id}`);
    return story;
  }

  function check(draft: Story) {
    const drafts = stories().map((story) => (story.draft.id === draft.id ? draft : story.draft));
    if (!drafts.includes(draft)) drafts.push(draft);
    const problems = checkDraft(draft, drafts);
    if (problems.length > 0) throw new InvalidStoryError(problems);
  }

  function write(
    file: string,
    draft: Story,
    published: Story | null,
    change: { action: HistoryAction; who: string; at: Date; revertedTo?: number },
  ): SpaceStory {
    const stored = ({ parent_id: _parentId, ...story }: Story) => story;
    writeFileAtomically(
      storyPath(file),
      formatJson({ draft: stored(draft), published: published && stored(published) }),
    );
    recordHistory(root, { ...change, story: draft });
    markSpaceChanged(root);
    return { file, draft, published };
  }

  return {
    list(): StorySummary[] {
      return stories().map((story) => ({
        id: story.draft.id,
        uuid: story.draft.uuid,
        name: story.draft.name,
        full_slug: story.draft.full_slug,
        folder: folderOf(story.draft.full_slug),
        contentType: story.draft.content.component,
        state: stateOf(story),
        updatedAt: statSync(join(root, story.file)).mtime.toISOString(),
      }));
    },

    get: find,

    saveDraft(id: number, change: DraftChange, who: string): WriteResult {
      const story = find(id);
      const draft: Story = {
        ...story.draft,
        name: change.name ?? story.draft.name,
        content: change.content,
      };
      check(draft);
      const at = now();
      return {
        story: write(story.file, draft, story.published, { action: 'save', who, at }),
        wasPublished: story.published !== null,
      };
    },

    publish(id: number, who: string): WriteResult {
      const story = find(id);
      check(story.draft);
      const at = now();
      const publishedAt = at.toISOString();
      const draft: Story = {
        ...story.draft,
        published_at: publishedAt,
        first_published_at: story.draft.first_published_at ?? publishedAt,
      };
      return {
        story: write(story.file, draft, { ...draft }, { action: 'publish', who, at }),
        wasPublished: story.published !== null,
      };
    },

    unpublish(id: number, who: string): WriteResult {
      const story = find(id);
      const draft: Story = { ...story.draft, published_at: null };
      return {
        story: write(story.file, draft, null, { action: 'unpublish', who, at: now() }),
        wasPublished: story.published !== null,
      };
    },

    delete(id: number, who: string): WriteResult {
      const story = find(id);
      rmSync(storyPath(story.file));
      recordHistory(root, { action: 'delete', who, at: now(), story: story.draft });
      markSpaceChanged(root);
      return { story, wasPublished: story.published !== null };
    },

    /** A new draft at the top of the space or in one of its folders (a folder holding stories). */
    create(input: NewStory, who: string): WriteResult {
      const space = loadSpace(root);
      const problems: FieldProblem[] = [];
      if (!SLUG.test(input.slug))
        problems.push({
          path: 'slug',
          message: 'Use lower-case letters, digits and hyphens only.',
        });
      if (input.folder !== '' && !space.folders.some(({ full_slug }) => full_slug === input.folder))
        problems.push({ path: 'folder', message: 'Choose one of the space’s folders.' });
      if (problems.length > 0) throw new InvalidStoryError(problems);
      const fullSlug = input.folder ? `${input.folder}/${input.slug}` : input.slug;
      const file = storyFile(fullSlug);
      const all = space.stories;
      // A file the space could not read is there all the same: it is never written over.
      if (
        all.some(({ draft }) => draft.full_slug.replace(/\/$/, '') === fullSlug) ||
        existsSync(storyPath(file))
      )
        throw new StoryConflictError(`A story already has the slug "${fullSlug}".`);
      const template = input.templateId === undefined ? undefined : find(input.templateId);
      const at = now();
      const draft: Story = {
        id: Math.max(0, ...all.map(({ draft }) => draft.id)) + 1,
        uuid: randomUUID(),
        name: input.name,
        slug: input.slug,
        full_slug: fullSlug,
        created_at: at.toISOString(),
        published_at: null,
        first_published_at: null,
        sort_by_date: null,
        position: 0,
        tag_list: [],
        is_startpage: false,
        parent_id: null,
        lang: 'default',
        alternates: [],
        content: template
          ? (withFreshUids(template.draft.content) as Blok)
          : {
              _uid: newUid(),
              component: 'page',
              body: [{ _uid: newUid(), component: 'hero', headline: input.name }],
            },
      };
      check(draft);
      return {
        story: write(file, draft, null, { action: 'create', who, at }),
        wasPublished: false,
      };
    },

    history(id: number): HistoryEntry[] {
      return readHistory(root, find(id).draft.uuid);
    },

    /** Saves an earlier version as the draft; the published version is left as it is. */
    revert(id: number, version: number, who: string): WriteResult {
      const story = find(id);
      const entry = readHistory(root, story.draft.uuid).find((item) => item.version === version);
      if (!entry) throw new StoryNotFoundError(`Version ${version} of story ${id}`);
      const draft: Story = {
        ...entry.story,
        full_slug: story.draft.full_slug,
        slug: story.draft.slug,
        published_at: story.draft.published_at,
        first_published_at: story.draft.first_published_at,
      };
      check(draft);
      const at = now();
      return {
        story: write(story.file, draft, story.published, {
          action: 'revert',
          who,
          at,
          revertedTo: version,
        }),
        wasPublished: story.published !== null,
      };
    },

    /** The stories whose draft or published content links to (or relates to) this one. */
    linksTo(id: number): StorySummary[] {
      const { uuid } = find(id).draft;
      const referring = new Set(
        stories()
          .filter(
            ({ draft, published }) =>
              draft.uuid !== uuid &&
              (mentions(draft.content, uuid) || mentions(published?.content, uuid)),
          )
          .map(({ draft }) => draft.id),
      );
      return this.list().filter((summary) => referring.has(summary.id));
    },

    /**
     * The drafts of the stories `story` relates to in the fields the site resolves (a blog
     * post's author), which the editor's live preview shows as the content API would.
     */
    relatedTo(story: Story): Story[] {
      const wanted = new Set(relationUuids([story], RESOLVED_RELATIONS.join(',')));
      return stories()
        .filter(({ draft }) => wanted.has(draft.uuid))
        .map(({ draft }) => draft);
    },
  };
}

export type StoryStore = ReturnType<typeof createStoryStore>;
