import { linkParts, storedLink } from './link-value';

const stories = [{ uuid: 'u-about', name: 'About us', full_slug: 'about', contentType: 'page' }];

describe('links as Storyblok stores them', () => {
  it('stores a story link by uuid with the story’s slug cached', () => {
    const parts = { ...linkParts(undefined), storyId: 'u-about' };
    expect(storedLink(parts, stories)).toEqual({
      fieldtype: 'multilink',
      linktype: 'story',
      id: 'u-about',
      url: '',
      cached_url: 'about',
    });
    expect(storedLink({ ...parts, anchor: 'team' }, stories)).toMatchObject({ anchor: 'team' });
  });

  it('stores a web address and an email address', () => {
    const url = { ...linkParts(undefined), linktype: 'url' as const, url: 'https://so.energy' };
    expect(storedLink(url, stories)).toEqual({
      fieldtype: 'multilink',
      linktype: 'url',
      url: 'https://so.energy',
      cached_url: 'https://so.energy',
    });
    const email = { ...linkParts(undefined), linktype: 'email' as const, email: 'help@so.energy' };
    expect(storedLink(email, stories)).toEqual({
      fieldtype: 'multilink',
      linktype: 'email',
      email: 'help@so.energy',
    });
  });

  it('reads each stored shape back, and a plain href as a web address', () => {
    expect(
      linkParts({ linktype: 'story', id: 'u-about', cached_url: 'about', anchor: 'team' }),
    ).toMatchObject({ linktype: 'story', storyId: 'u-about', anchor: 'team' });
    expect(linkParts({ linktype: 'url', url: '', cached_url: 'https://x.test' })).toMatchObject({
      linktype: 'url',
      url: 'https://x.test',
    });
    expect(linkParts({ linktype: 'email', url: 'mailto:a@b.test' })).toMatchObject({
      linktype: 'email',
      email: 'a@b.test',
    });
    expect(linkParts('/about')).toMatchObject({ linktype: 'url', url: '/about' });
  });
});
