import { render, screen } from '@testing-library/react';
import { RichText } from '@/lib/content/rich-text/rich-text';
import { doc, mark, paragraph, text } from '@/tests/utils/make-rich-text';
import type { StoryOption } from '../editor-context';
import { linkDraft, linkMarkAttrs, type RichTextLinkDraft } from './rich-text-link';

const stories: StoryOption[] = [
  { uuid: 'u-tariffs', name: 'Our tariffs', full_slug: 'our-tariffs', contentType: 'page' },
  { uuid: 'u-home', name: 'Home', full_slug: 'home', contentType: 'page' },
  { uuid: 'u-blog', name: 'Blog', full_slug: 'blog/', contentType: 'page' },
];

const draft = (parts: Partial<RichTextLinkDraft>): RichTextLinkDraft => ({
  linktype: 'story',
  storyId: '',
  address: '',
  anchor: '',
  ...parts,
});

describe('linkDraft', () => {
  it('starts a new link as a link to a page of the site', () => {
    expect(linkDraft({})).toEqual(draft({}));
  });

  it('opens a story link with its story and anchor', () => {
    const attrs = { href: '/our-tariffs', linktype: 'story', uuid: 'u-tariffs', anchor: 'fixed' };
    expect(linkDraft(attrs)).toEqual(draft({ storyId: 'u-tariffs', anchor: 'fixed' }));
  });

  it('opens a web address with its anchor joined on, and an email address as it is', () => {
    expect(linkDraft({ href: '/help', linktype: 'url', anchor: 'faqs' })).toEqual(
      draft({ linktype: 'url', address: '/help#faqs' }),
    );
    expect(linkDraft({ href: '', linktype: 'url', anchor: 'faqs' })).toEqual(
      draft({ linktype: 'url', address: '#faqs' }),
    );
    expect(linkDraft({ href: 'help@so.energy', linktype: 'email', uuid: null })).toEqual(
      draft({ linktype: 'email', address: 'help@so.energy' }),
    );
  });
});

describe('linkMarkAttrs', () => {
  it('links to a story by its uuid, with its path as the href Storyblok writes', () => {
    expect(linkMarkAttrs(draft({ storyId: 'u-tariffs' }), stories)).toEqual({
      href: '/our-tariffs',
      linktype: 'story',
      uuid: 'u-tariffs',
      anchor: null,
    });
    expect(linkMarkAttrs(draft({ storyId: 'u-home', anchor: '#meters ' }), stories)).toEqual({
      href: '/',
      linktype: 'story',
      uuid: 'u-home',
      anchor: 'meters',
    });
    expect(linkMarkAttrs(draft({ storyId: 'u-blog' }), stories)?.href).toBe('/blog');
  });

  it('clears a story’s uuid and anchor from a web or email address', () => {
    const url = draft({
      linktype: 'url',
      address: ' https://www.ofgem.gov.uk ',
      storyId: 'u-home',
    });
    expect(linkMarkAttrs(url, stories)).toEqual({
      href: 'https://www.ofgem.gov.uk',
      linktype: 'url',
      uuid: null,
      anchor: null,
    });
    expect(
      linkMarkAttrs(draft({ linktype: 'email', address: 'mailto:help@so.energy' }), stories),
    ).toEqual({ href: 'help@so.energy', linktype: 'email', uuid: null, anchor: null });
  });

  it('removes the link when no page or address is given', () => {
    expect(linkMarkAttrs(draft({}), stories)).toBeNull();
    expect(linkMarkAttrs(draft({ storyId: 'u-deleted' }), stories)).toBeNull();
    expect(linkMarkAttrs(draft({ linktype: 'url', address: '  ' }), stories)).toBeNull();
  });

  it('renders on the site as a link to the story’s path and section', () => {
    const attrs = linkMarkAttrs(draft({ storyId: 'u-tariffs', anchor: 'fixed' }), stories);
    render(
      <RichText
        doc={doc(paragraph(text('See our tariffs', mark('link', { ...attrs, target: null }))))}
      />,
    );
    const link = screen.getByRole('link', { name: 'See our tariffs' });
    expect(link).toHaveAttribute('href', '/our-tariffs#fixed');
    expect(link).not.toHaveAttribute('rel');
  });
});
