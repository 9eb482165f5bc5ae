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

  it('shows a post’s author as the story it names, as the content API does', () => {
    const author = { id: 304, uuid: 'author-uuid', name: 'Daniel Okafor' } as unknown as Story;
    const post = { _uid: 'post', component: 'blog_post', title: 'Heat pumps', author: author.uuid };
    const unknown = { ...post, author: 'someone-else' };

    expect(previewStory(draft, post, [author]).content.author).toBe(author);
    expect(previewStory(draft, unknown, [author]).content.author).toBe('someone-else');
    expect(previewStory(draft, { ...post, component: 'page' }, [author]).content.author).toBe(
      author.uuid,
    );
  });

  it('saves what was edited without the markers', () => {
    const content = aboutContent();
    expect(withoutEditableMarkers(previewStory(draft, content).content)).toEqual(content);
  });
});
