import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { copyOfContentSpace } from '@/tests/utils/temp-space';
import type { Blok, Story } from '../story';
import { OutsideFolderError } from './space-files';
import { InvalidStoryError, StoryConflictError, StoryNotFoundError } from './store-errors';
import { createStoryStore, type DraftCheck } from './story-store';

const ABOUT = 101;
const EDITOR = 'editor@so.energy';

/** Stands in for the block schemas: a hero needs a headline. */
const heroNeedsHeadline: DraftCheck = (story) =>
  JSON.stringify(story.content).includes('"headline":""')
    ? [{ path: 'content.body.0.headline', message: 'Enter a headline' }]
    : [];

function storeOverCopy(at = new Date('2026-03-01T10:00:00.000Z')) {
  const root = copyOfContentSpace();
  const store = createStoryStore({ root, checkDraft: heroNeedsHeadline, now: () => at });
  const fileText = (file = 'stories/about.json') => readFileSync(join(root, file), 'utf8');
  return { root, store, fileText };
}

const withHeadline = (story: Story, headline: string): Blok => {
  const content = structuredClone(story.content) as Blok & { body: Record<string, unknown>[] };
  content.body[0]!.headline = headline;
  return content;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the story store', () => {
  it('lists every story with its folder, content type and state', () => {
    const { store } = storeOverCopy();
    const list = store.list();
    expect(list.find((story) => story.id === ABOUT)).toEqual({
      id: ABOUT,
      uuid: 'b1e24db2-4eb5-40c8-a277-32b8ee567206',
      name: 'About us',
      full_slug: 'about',
      folder: '',
      contentType: 'page',
      // The space's about page has a draft that differs from what is live.
      state: 'changed',
      updatedAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(list.find((story) => story.full_slug === 'home')?.state).toBe('published');
    expect(list.find((story) => story.full_slug === 'blog/')?.folder).toBe('');
    expect(
      list.find((story) => story.full_slug.startsWith('blog/') && story.full_slug !== 'blog/')
        ?.folder,
    ).toBe('blog');
  });

  it('saves a draft as formatted JSON, atomically, and the story then shows as changed', () => {
    const { root, store, fileText } = storeOverCopy();
    const about = store.get(ABOUT);
    store.publish(ABOUT, EDITOR);
    store.saveDraft(ABOUT, { content: withHeadline(about.draft, 'New headline') }, EDITOR);

    const text = fileText();
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "draft": {\n    "id": 101,');
    const saved = JSON.parse(text);
    expect(saved.draft.content.body[0].headline).toBe('New headline');
    expect(saved.draft).not.toHaveProperty('parent_id');
    expect(saved.published.content.body[0].headline).not.toBe('New headline');
    expect(readdirSync(join(root, 'stories')).filter((file) => file.endsWith('.tmp'))).toEqual([]);
    expect(store.list().find((story) => story.id === ABOUT)?.state).toBe('changed');
  });

  it('refuses a draft that fails the checks, naming the field, and writes nothing', () => {
    const { root, store, fileText } = storeOverCopy();
    const before = fileText();
    const about = store.get(ABOUT);
    const save = () => store.saveDraft(ABOUT, { content: withHeadline(about.draft, '') }, EDITOR);
    expect(save).toThrow(InvalidStoryError);
    try {
      save();
    } catch (error) {
      expect((error as InvalidStoryError).fields).toEqual([
        { path: 'content.body.0.headline', message: 'Enter a headline' },
      ]);
    }
    expect(fileText()).toBe(before);
    expect(readdirSync(root)).not.toContain('history');
  });

  it('publishes the draft with its publication times, and unpublishes it', () => {
    const { store, fileText } = storeOverCopy();
    const about = store.get(ABOUT);
    store.saveDraft(ABOUT, { content: withHeadline(about.draft, 'Published now') }, EDITOR);
    store.publish(ABOUT, EDITOR);
    let saved = JSON.parse(fileText());
    expect(saved.published.content.body[0].headline).toBe('Published now');
    expect(saved.published.published_at).toBe('2026-03-01T10:00:00.000Z');
    expect(saved.published.first_published_at).toBe('2024-01-08T09:00:00.000Z');
    expect(store.list().find((story) => story.id === ABOUT)?.state).toBe('published');

    store.unpublish(ABOUT, EDITOR);
    saved = JSON.parse(fileText());
    expect(saved.published).toBeNull();
    expect(store.list().find((story) => story.id === ABOUT)?.state).toBe('draft');
  });

  it('creates a page from a template with fresh _uids and the next id, refusing a slug in use', () => {
    const { store, fileText } = storeOverCopy();
    const maxId = Math.max(...store.list().map((story) => story.id));
    const { story } = store.create(
      { name: 'Our team', slug: 'our-team', folder: '', templateId: ABOUT },
      EDITOR,
    );
    expect(story.draft.id).toBe(maxId + 1);
    expect(story.published).toBeNull();
    const about = store.get(ABOUT).draft.content;
    expect(story.draft.content.component).toBe(about.component);
    expect(JSON.stringify(story.draft.content)).not.toContain(about._uid);
    expect(JSON.parse(fileText('stories/our-team.json')).draft.full_slug).toBe('our-team');

    expect(() => store.create({ name: 'About', slug: 'about', folder: '' }, EDITOR)).toThrow(
      StoryConflictError,
    );
    expect(() => store.create({ name: 'Bad', slug: 'Not OK', folder: '' }, EDITOR)).toThrow(
      InvalidStoryError,
    );
  });

  it('creates a minimal page (a hero named after it) in a folder', () => {
    const { store } = storeOverCopy();
    const { story } = store.create(
      { name: 'Heat pump news', slug: 'news', folder: 'blog' },
      EDITOR,
    );
    expect(story.file).toBe(join('stories', 'blog', 'news.json'));
    expect(story.draft.content).toMatchObject({
      component: 'page',
      body: [{ component: 'hero', headline: 'Heat pump news' }],
    });
  });

  it('creates a story only at the top or in one of the space’s folders, writing nothing else', () => {
    const { root, store } = storeOverCopy();
    // The scratch space is <scratch>/content: `../..` from its stories/ is <scratch>.
    const scratch = dirname(root);
    const before = readdirSync(scratch, { recursive: true });
    for (const folder of ['../..', 'blog/.', 'blog/', 'no-such-folder']) {
      const create = () => store.create({ name: 'x', slug: 'package', folder }, EDITOR);
      expect(create).toThrow(InvalidStoryError);
      try {
        create();
      } catch (error) {
        expect((error as InvalidStoryError).fields).toEqual([
          { path: 'folder', message: 'Choose one of the space’s folders.' },
        ]);
      }
    }
    expect(readdirSync(scratch, { recursive: true })).toEqual(before);
  });

  it('never writes over a story file the space could not read', () => {
    const { root, store, fileText } = storeOverCopy();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    writeFileSync(join(root, 'stories', 'broken.json'), '{ "draft": ');
    expect(() => store.create({ name: 'Broken', slug: 'broken', folder: '' }, EDITOR)).toThrow(
      StoryConflictError,
    );
    expect(fileText('stories/broken.json')).toBe('{ "draft": ');
  });

  it('refuses a write that would leave its folder: a uuid leading out of history/', () => {
    const { root, store, fileText } = storeOverCopy();
    const stored = JSON.parse(fileText());
    stored.draft.uuid = '../../escaped';
    writeFileSync(join(root, 'stories', 'about.json'), JSON.stringify(stored));
    const about = store.get(ABOUT);
    expect(() =>
      store.saveDraft(ABOUT, { content: withHeadline(about.draft, 'Escaped') }, EDITOR),
    ).toThrow(OutsideFolderError);
    expect(existsSync(join(dirname(root), 'escaped.jsonl'))).toBe(false);
  });

  it('deletes a story, and no longer finds it', () => {
    const { root, store } = storeOverCopy();
    store.delete(ABOUT, EDITOR);
    expect(readdirSync(join(root, 'stories'))).not.toContain('about.json');
    expect(() => store.get(ABOUT)).toThrow(StoryNotFoundError);
  });

  it('records each change with who and when, and reverts to an earlier version', () => {
    const { store } = storeOverCopy();
    const about = store.get(ABOUT);
    store.saveDraft(ABOUT, { content: withHeadline(about.draft, 'First') }, EDITOR);
    store.saveDraft(ABOUT, { content: withHeadline(about.draft, 'Second') }, 'local developer');
    store.publish(ABOUT, EDITOR);

    const history = store.history(ABOUT);
    expect(history.map(({ version, action, who, at }) => ({ version, action, who, at }))).toEqual([
      { version: 1, action: 'save', who: EDITOR, at: '2026-03-01T10:00:00.000Z' },
      { version: 2, action: 'save', who: 'local developer', at: '2026-03-01T10:00:00.000Z' },
      { version: 3, action: 'publish', who: EDITOR, at: '2026-03-01T10:00:00.000Z' },
    ]);

    store.revert(ABOUT, 1, EDITOR);
    const reverted = store.get(ABOUT);
    expect((reverted.draft.content.body as { headline: string }[])[0]!.headline).toBe('First');
    expect((reverted.published!.content.body as { headline: string }[])[0]!.headline).toBe(
      'Second',
    );
    expect(store.history(ABOUT).at(-1)).toMatchObject({
      version: 4,
      action: 'revert',
      revertedTo: 1,
    });
    expect(() => store.revert(ABOUT, 99, EDITOR)).toThrow(StoryNotFoundError);
  });

  it('lists the stories that link to a story', () => {
    const { store } = storeOverCopy();
    const target = store.list().find((story) => story.full_slug === 'heat-pump')!;
    const linking = store.linksTo(target.id).map((story) => story.full_slug);
    expect(linking).toContain('our-energy');
    expect(linking).not.toContain('heat-pump');
  });
});
