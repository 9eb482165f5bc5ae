import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { copyOfContentSpace } from '@/tests/utils/temp-space';
import { makeStory } from '@/tests/utils/make-story';
import { createLocalSpaceFetch } from './local-fetch';
import { loadSpace } from './space';

/** The content space with `files` (path inside it → text) written over it. */
function spaceWithFiles(files: Record<string, string>): string {
  const root = copyOfContentSpace();
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const misplaced = makeStory({ id: 990_001, full_slug: 'blog/./misplaced' });
const BAD_FILES = {
  'stories/broken.json': '{ "draft": ',
  'stories/blog/not-a-story.json': JSON.stringify({ hello: 'world' }),
  // What a folder of `blog/.` wrote: a file whose path is not its full_slug.
  'stories/blog/misplaced.json': JSON.stringify({ draft: misplaced, published: null }),
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadSpace', () => {
  it('leaves out a story file it cannot read, or one not where its full_slug says, and logs it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { stories } = loadSpace(spaceWithFiles(BAD_FILES));

    const files = stories.map(({ file }) => file);
    expect(files).toEqual(expect.arrayContaining([join('stories', 'about.json')]));
    for (const bad of Object.keys(BAD_FILES)) expect(files).not.toContain(join(bad));
    expect(logged.mock.calls.map(([message]) => String(message)).sort()).toEqual([
      expect.stringMatching(
        /stories\/blog\/misplaced\.json: full_slug is "blog\/\.\/misplaced", expected "blog\/misplaced"$/,
      ),
      expect.stringMatching(/stories\/blog\/not-a-story\.json: .*draft/s),
      expect.stringMatching(/stories\/broken\.json: .*JSON/),
    ]);
  });

  it('tells whoever asks, instead of logging', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const skipped: string[] = [];
    loadSpace(spaceWithFiles(BAD_FILES), { onSkippedFile: ({ file }) => skipped.push(file) });
    expect(skipped.sort()).toEqual(
      Object.keys(BAD_FILES)
        .map((file) => join(file))
        .sort(),
    );
    expect(logged).not.toHaveBeenCalled();
  });

  it('keeps the content API answering when one story file is bad', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchFromSpace = createLocalSpaceFetch(spaceWithFiles(BAD_FILES), { cache: true });
    const answer = await fetchFromSpace(
      'http://embedded-space.invalid/v2/cdn/stories/about?version=published',
    );
    expect(answer.status).toBe(200);
  });
});
