import { render, screen } from '@testing-library/react';
import { doc, heading, link, mark, paragraph, text } from '@/tests/utils/make-rich-text';
import type { RichTextNode } from '../fields';
import { RichText, type EmbeddedBlok } from './rich-text';

const renderBlok = (blok: EmbeddedBlok) => (
  <div>
    {blok.component} {blok._uid} {String(blok.label)}
  </div>
);

function renderDoc(...content: RichTextNode[]) {
  return render(<RichText doc={doc(...content)} renderBlok={renderBlok} />);
}

const listOf = (type: string, ...items: string[]): RichTextNode => ({
  type,
  content: items.map((item) => ({ type: 'list_item', content: [paragraph(text(item))] })),
});

describe('RichText nodes', () => {
  it('renders headings with ids, paragraphs, lists, quotes, code, rules and breaks', () => {
    const { container } = renderDoc(
      heading(2, 'How we price energy'),
      paragraph(text('Line one'), { type: 'hard_break' }, text('Line two')),
      listOf('bullet_list', 'Solar'),
      { ...listOf('ordered_list', 'Wind'), attrs: { order: 3 } },
      listOf('ordered_list', 'Hydro'),
      { type: 'blockquote', content: [paragraph(text('Brilliant service'))] },
      { type: 'code_block', attrs: { class: 'site-banner' }, content: [text('MPAN 12000')] },
      { type: 'horizontal_rule' },
    );

    expect(screen.getByRole('heading', { level: 2, name: 'How we price energy' })).toHaveAttribute(
      'id',
      'how-we-price-energy',
    );
    expect(container.querySelector('p')).toContainHTML('Line one<br>Line two');
    expect(screen.getAllByRole('list').map((list) => list.tagName)).toEqual(['UL', 'OL', 'OL']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Solar',
      'Wind',
      'Hydro',
    ]);
    const [fromThree, fromOne] = container.querySelectorAll('ol');
    expect(fromThree).toHaveAttribute('start', '3');
    expect(fromOne).not.toHaveAttribute('start');
    expect(container.querySelector('blockquote > p')).toHaveTextContent('Brilliant service');
    expect(container.querySelector('pre > code')).toHaveTextContent('MPAN 12000');
    expect(container.querySelector('pre > code')).not.toHaveAttribute('class');
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it.each([
    [1, 1],
    [4, 4],
    [6, 6],
    [9, 6],
    [0, 2],
    [undefined, 2],
  ])('renders a heading of level %s as an h%s', (level, shown) => {
    renderDoc({ type: 'heading', attrs: { level }, content: [text('Tariffs')] });

    expect(screen.getByRole('heading', { name: 'Tariffs' }).tagName).toBe(`H${shown}`);
  });

  it('gives a heading its id from all its words, marked or not', () => {
    renderDoc({
      type: 'heading',
      attrs: { level: 3 },
      content: [text('Fixed '), text('& green', mark('bold')), text(' tariffs!')],
    });

    expect(screen.getByRole('heading', { level: 3 })).toHaveAttribute('id', 'fixed-green-tariffs');
  });

  it('renders images with alt and title, only from safe sources', () => {
    renderDoc(
      {
        type: 'image',
        attrs: { src: '/images/wind-farm.webp', alt: 'A wind farm at dusk', title: 'Wind' },
      },
      { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'bad' } },
      { type: 'image', attrs: { src: 'http://tracker.example/pixel.gif', alt: 'plain http' } },
      { type: 'image' },
    );

    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('src', '/images/wind-farm.webp');
    expect(image).toHaveAccessibleName('A wind farm at dusk');
    expect(image).toHaveAttribute('title', 'Wind');
  });

  it('loads images lazily, sized by a Storyblok URL, with its smaller copies', () => {
    const photo = 'https://a.storyblok.com/f/39898/1600x900/e4ec08624e/wind-farm.jpg';
    renderDoc({ type: 'image', attrs: { src: photo, alt: 'A wind farm' } });

    const image = screen.getByRole('img', { name: 'A wind farm' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
    expect(image).toHaveAttribute('srcset', expect.stringContaining(`${photo}/m/ 1600w`));
  });

  it('renders an emoji as its character, never its fallback image', () => {
    const fallbackImage = 'https://cdn.example/sun.png';
    const { container } = renderDoc(
      paragraph(
        { type: 'emoji', attrs: { name: 'sun', emoji: '☀️', fallbackImage } },
        { type: 'emoji', attrs: { name: 'custom', fallbackImage } },
      ),
    );

    expect(screen.getByRole('img', { name: 'sun' })).toHaveTextContent('☀️');
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('RichText marks', () => {
  it('renders every mark', () => {
    const { container } = renderDoc(
      paragraph(
        text('bold', mark('bold')),
        text('italic', mark('italic')),
        text('underline', mark('underline')),
        text('strike', mark('strike')),
        text('code', mark('code')),
        text('raised', mark('superscript')),
        text('lowered', mark('subscript')),
        text('both', mark('bold'), mark('italic')),
        text('highlighted', mark('styled', { class: 'highlight' })),
        text('lead', mark('styled', { class: 'lead' })),
        text('muted', mark('styled', { class: 'muted' })),
        text('unknown class', mark('styled', { class: 'evil-class' })),
        text('unknown mark', mark('blink')),
      ),
    );

    for (const [selector, content] of [
      ['strong', 'bold'],
      ['em', 'italic'],
      ['u', 'underline'],
      ['s', 'strike'],
      ['code', 'code'],
      ['sup', 'raised'],
      ['sub', 'lowered'],
      ['strong > em', 'both'],
      ['span.highlight', 'highlighted'],
      ['span.lead', 'lead'],
      ['span.muted', 'muted'],
    ]) {
      expect(container.querySelector(selector!), selector).toHaveTextContent(content!);
    }
    expect(container.querySelector('span.evil-class')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent(/unknown class\s*unknown mark$/);
  });

  it('resolves url, email, story and anchor links, and marks external ones', () => {
    renderDoc(
      paragraph(
        text('Ofgem', link('https://www.ofgem.gov.uk', { target: '_blank' })),
        text('Email us', link('help@so.energy', { linktype: 'email' })),
        text('Call us', link('tel:+443300555')),
        text('About us', link('/about', { linktype: 'story', story: { full_slug: 'about' } })),
        text('Our FAQs', link('', { anchor: 'faqs' })),
        text('Help page', link('/help?topic=bills')),
      ),
    );

    const external = screen.getByRole('link', { name: 'Ofgem' });
    expect(external).toHaveAttribute('href', 'https://www.ofgem.gov.uk');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAttribute('target', '_blank');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Email us')).toBe('mailto:help@so.energy');
    expect(href('Call us')).toBe('tel:+443300555');
    expect(href('About us')).toBe('/about');
    expect(screen.getByRole('link', { name: 'About us' })).not.toHaveAttribute('rel');
    expect(href('Our FAQs')).toBe('#faqs');
    expect(href('Help page')).toBe('/help?topic=bills');
  });

  it('resolves a story link to the story’s path, its section appended', () => {
    const storyLink = (href: string, attrs: Record<string, unknown>) =>
      link(href, { linktype: 'story', uuid: 'u-1', ...attrs });
    renderDoc(
      paragraph(
        text('Moved post', storyLink('/blog/old-slug', { story: { full_slug: 'blog/new-slug' } })),
        text('Home', storyLink('/home', { story: { full_slug: 'home' } })),
        text('Blog', storyLink('/blog/', { story: { full_slug: 'blog/' } })),
        text('Fixed tariffs', storyLink('/tariffs', { anchor: 'fixed' })),
        text('This page', storyLink('', { story: null, anchor: 'top' })),
      ),
    );

    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Moved post')).toBe('/blog/new-slug');
    expect(href('Home')).toBe('/');
    expect(href('Blog')).toBe('/blog');
    expect(href('Fixed tariffs')).toBe('/tariffs#fixed');
    expect(href('This page')).toBe('/#top');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox(1)',
    '//evil.example',
    'www.no-scheme.example',
  ])('renders a %s link as its text, unlinked', (href) => {
    renderDoc(paragraph(text('Before '), text('Click me', link(href)), text(' after')));

    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/Before\s*Click me\s*after/)).toBeInTheDocument();
  });

  it('drops an unsafe story link and an email link with no address', () => {
    const { container } = renderDoc(
      paragraph(
        text('Sneaky ', link('javascript:alert(1)', { linktype: 'story' })),
        text('Nobody', link('', { linktype: 'email' })),
      ),
    );

    expect(screen.queryByRole('link')).toBeNull();
    expect(container).toHaveTextContent('Sneaky Nobody');
  });
});

describe('RichText bloks', () => {
  it('hands each blok placed in the text to the block renderer, in order', () => {
    renderDoc(
      paragraph(text('Before')),
      {
        type: 'blok',
        attrs: {
          body: [
            { _uid: 'a', component: 'button_link', label: 'Get a quote' },
            { _uid: 'b', component: 'image', label: 'Wind' },
          ],
        },
      },
      paragraph(text('After')),
    );

    expect(screen.getByText('button_link a Get a quote')).toBeInTheDocument();
    expect(screen.getByText('image b Wind')).toBeInTheDocument();
    expect(document.body).toHaveTextContent(/Before.*button_link.*image.*After/);
  });

  it('leaves out bloks without a renderer, and a blok node with no bloks', () => {
    const bloks = { type: 'blok', attrs: { body: [{ _uid: 'a', component: 'hero' }] } };
    const { container } = render(
      <RichText
        doc={doc(
          paragraph(text('Words')),
          bloks,
          { type: 'blok' },
          { type: 'blok', attrs: { body: [null, 'junk'] } },
        )}
      />,
    );

    expect(container).toHaveTextContent(/^Words$/);
  });
});
