import { makeStory } from '@/tests/utils/make-story';
import { checkStory, targetsOf } from './story-check';

const pageWith = (...body: unknown[]) => ({ _uid: 'page', component: 'page', body });

describe('checkStory', () => {
  it('passes a page with one valid hero', () => {
    const story = makeStory({
      content: pageWith({ _uid: 'h', component: 'hero', headline: 'Green energy' }),
    });
    expect(checkStory(story, targetsOf([story]))).toEqual([]);
  });

  it('names the field of an emptied required headline', () => {
    const story = makeStory({
      content: pageWith({ _uid: 'h', component: 'hero', headline: '' }),
    });
    expect(checkStory(story, targetsOf([story]))).toEqual([
      { path: 'content.body.0.headline', message: expect.any(String) },
    ]);
  });

  it('refuses a link to a story that is not among the targets', () => {
    const story = makeStory({
      content: pageWith(
        { _uid: 'h', component: 'hero', headline: 'Hi' },
        {
          _uid: 'b',
          component: 'button_link',
          label: 'Go',
          link: { linktype: 'story', id: 'missing-uuid', cached_url: 'gone' },
        },
      ),
    });
    expect(checkStory(story, targetsOf([story]))).toContainEqual({
      path: 'content.body.1.link',
      message: 'links to a story that does not exist (uuid missing-uuid)',
    });
  });
});
