import { localImages, rewriteReferences, unknownStoryRefs } from './content-references';

const content = {
  _uid: 'a',
  component: 'blog_post',
  author: 'local-author',
  image: { filename: '/images/blog/heat-pumps.svg', width: 640, height: 360, alt: 'A heat pump' },
  empty: { filename: '' },
  remote: { filename: 'https://a.storyblok.com/f/1/2/x.png' },
  body: {
    type: 'doc',
    content: [
      { type: 'image', attrs: { src: '/api/content/assets/0123456789abcdef-panel.png' } },
      {
        type: 'text',
        text: 'Read on',
        marks: [{ type: 'link', attrs: { linktype: 'story', uuid: 'local-about' } }],
      },
    ],
  },
  link: { linktype: 'story', id: 'local-about', cached_url: 'about' },
};

describe('content references', () => {
  it('finds the site’s own images, in asset fields and rich text', () => {
    expect([...localImages(content)]).toEqual([
      '/images/blog/heat-pumps.svg',
      '/api/content/assets/0123456789abcdef-panel.png',
    ]);
  });

  it('rewrites images and story uuids, and rewrites them back', () => {
    const uuids = new Map([
      ['local-author', 'remote-1'],
      ['local-about', 'remote-2'],
    ]);
    const pushed = rewriteReferences(content, {
      story: (uuid) => uuids.get(uuid),
      image: (filename) =>
        filename.startsWith('/')
          ? { filename: `https://a.storyblok.com${filename}`, id: 7 }
          : undefined,
    });
    expect(pushed.author).toBe('remote-1');
    expect(pushed.link.id).toBe('remote-2');
    expect(pushed.image).toEqual({
      filename: 'https://a.storyblok.com/images/blog/heat-pumps.svg',
      id: 7,
      width: 640,
      height: 360,
      alt: 'A heat pump',
    });
    expect(pushed.body.content[0]?.attrs?.src).toBe(
      'https://a.storyblok.com/api/content/assets/0123456789abcdef-panel.png',
    );
    expect(pushed.remote).toEqual(content.remote);

    const back = new Map([...uuids].map(([local, remote]) => [remote, local]));
    const pulled = rewriteReferences(pushed, {
      story: (uuid) => back.get(uuid),
      image: (filename) =>
        filename.startsWith('https://a.storyblok.com/images/') ||
        filename.startsWith('https://a.storyblok.com/api/')
          ? { filename: filename.replace('https://a.storyblok.com', '') }
          : undefined,
    });
    expect(pulled).toEqual(content);
  });

  it('names the story uuids a story links to that the space does not yet hold', () => {
    const known = new Set(['local-about']);
    expect([
      ...unknownStoryRefs(content, (text) => text.startsWith('local-') && !known.has(text)),
    ]).toEqual(['local-author']);
  });
});
