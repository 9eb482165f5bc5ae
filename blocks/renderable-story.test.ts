import { makeStory } from '@/tests/utils/make-story';
import { renderableLiveStory } from './renderable-story';

describe('a story the visual editor sends', () => {
  it('reaches the page with its bloks checked and hidden ones left out', () => {
    const story = makeStory({
      content: {
        _uid: 'p',
        component: 'page',
        body: [
          { _uid: 'h', component: 'hero', headline: 'Typed just now', hidden: false },
          { _uid: 'x', component: 'hero', headline: 'Hidden', hidden: true },
        ],
      },
    });
    const live = renderableLiveStory(story);
    expect(live?.id).toBe(story.id);
    expect(live?.content).toMatchObject({
      component: 'page',
      body: [{ _uid: 'h', component: 'hero', headline: 'Typed just now' }],
    });
  });

  it('is refused when it is not a story', () => {
    expect(renderableLiveStory({ id: 1, content: 'nope' })).toBeNull();
  });
});
