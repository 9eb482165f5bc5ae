import { aboutContent } from '@/tests/utils/editor-content';
import { blokPath } from './blok-path';

describe('blokPath', () => {
  it('names the way from the page down to a nested blok', () => {
    const content = aboutContent();
    const section = (content.body as { _uid: string; body: { _uid: string }[] }[])[1]!;
    const text = section.body[0]!;

    expect(blokPath(content, text._uid)).toEqual([
      { _uid: content._uid, component: 'page' },
      { _uid: section._uid, component: 'section' },
      { _uid: text._uid, component: 'rich_text' },
    ]);
  });

  it('is empty for a blok the story does not hold', () => {
    expect(blokPath(aboutContent(), 'not-there')).toEqual([]);
  });
});
