import { copyOfContentSpace } from '@/tests/utils/temp-space';
import { createLocalSpaceFetch } from './local-fetch';
import { createStoryStore } from './story-store';

const ABOUT = 101;

interface StoryAnswer {
  story: { content: { body: { headline?: string }[] } };
  cv: number;
}

async function aboutHeadline(fetchFromSpace: typeof fetch, version: 'draft' | 'published') {
  const answer = await fetchFromSpace(
    `http://embedded-space.invalid/v2/cdn/stories/about?version=${version}`,
  );
  const { story, cv } = (await answer.json()) as StoryAnswer;
  return { headline: story.content.body[0]?.headline, cv };
}

describe('the cached local space', () => {
  it('answers with what the editor wrote, draft and published, each time with a new cv', async () => {
    const root = copyOfContentSpace();
    const fetchFromSpace = createLocalSpaceFetch(root, { cache: true });
    const store = createStoryStore({ root, checkDraft: () => [] });
    const before = await aboutHeadline(fetchFromSpace, 'published');

    const content = structuredClone(store.get(ABOUT).draft.content) as {
      _uid: string;
      component: string;
      body: { headline?: string }[];
    };
    content.body[0]!.headline = 'Written by the editor';
    store.saveDraft(ABOUT, { content }, 'local developer');
    const draft = await aboutHeadline(fetchFromSpace, 'draft');
    expect(draft.headline).toBe('Written by the editor');
    expect(draft.cv).toBeGreaterThan(before.cv);
    expect((await aboutHeadline(fetchFromSpace, 'published')).headline).toBe(before.headline);

    store.publish(ABOUT, 'local developer');
    const published = await aboutHeadline(fetchFromSpace, 'published');
    expect(published.headline).toBe('Written by the editor');
    expect(published.cv).toBeGreaterThan(draft.cv);
  });

  it('keeps its cv while nothing is written', async () => {
    const fetchFromSpace = createLocalSpaceFetch(copyOfContentSpace(), { cache: true });
    const first = await aboutHeadline(fetchFromSpace, 'published');
    expect((await aboutHeadline(fetchFromSpace, 'published')).cv).toBe(first.cv);
  });
});
