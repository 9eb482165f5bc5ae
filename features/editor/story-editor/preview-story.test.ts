import type { Story } from '@/lib/content/story';
import { aboutContent } from '@/tests/utils/editor-content';
import { previewStory, withoutEditableMarkers } from './preview-story';

const draft = { id: 101, name: 'About us', content: aboutContent() } as unknown as Story;

describe('previewStory', () => {
  it('marks every blok so a click in the preview selects it', () => {
    const content = aboutContent();
    const story = previewStory(draft, content);
    const hero = (story.content.body as { _uid: string; _editable: string }[])[0]!;

    expect(story.id).toBe(101);
    expect(JSON.parse(hero._editable.replace(/^<!--#storyblok#|-->$/g, ''))).toEqual({
      name: 'hero',
      space: '1',
      uid: hero._uid,
      id: '101',
    });
  });

  it('saves what was edited without the markers', () => {
    const content = aboutContent();
    expect(withoutEditableMarkers(previewStory(draft, content).content)).toEqual(content);
  });
});
