import { render, screen } from '@testing-library/react';
import { doc, heading, link, mark, paragraph, text } from '@/tests/utils/make-rich-text';
import { RichText } from './rich-text';

function renderDoc(...content: Parameters<typeof doc>) {
  return render(
    <RichText doc={doc(...content)} renderBloks={(bloks) => <div>{bloks.length} bloks</div>} />,
  );
}

describe('RichText', () => {
  it('renders headings with ids, paragraphs, lists, quotes, code, rules and breaks', () => {
    const { container } = renderDoc(
      heading(2, 'How we price energy'),
      paragraph(text('Line one'), { type: 'hard_break' }, text('Line two')),
      {
        type: 'bullet_list',
        content: [{ type: 'list_item', content: [paragraph(text('Solar'))] }],
      },
      {
        type: 'ordered_list',
        attrs: { order: 3 },
        content: [{ type: 'list_item', content: [paragraph(text('Wind'))] }],
      },
      { type: 'blockquote', content: [paragraph(text('Brilliant service'))] },
      { type: 'code_block', content: [text('MPAN 1200012345678')] },
      { type: 'horizontal_rule' },
    );

    expect(screen.getByRole('heading', { level: 2, name: 'How we price energy' })).toHaveAttribute(
      'id',
      'how-we-price-energy',
    );
    expect(container.querySelector('p br')).not.toBeNull();
    expect(screen.getAllByRole('list').map((list) => list.tagName)).toEqual(['UL', 'OL']);
    expect(container.querySelector('ol')).toHaveAttribute('start', '3');
    expect(container.querySelector('blockquote')).toHaveTextContent('Brilliant service');
    expect(container.querySelector('pre code')).toHaveTextContent('MPAN 1200012345678');
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('renders every mark', () => {
    const { container } = renderDoc(
      paragraph(
        text('bold', mark('bold')),
        text('italic', mark('italic')),
        text('underline', mark('underline')),
        text('strike', mark('strike')),
        text('code', mark('code')),
        text('both', mark('bold'), mark('italic')),
        text('highlighted', mark('styled', { class: 'highlight' })),
        text('unknown class', mark('styled', { class: 'evil-class' })),
      ),
    );

    for (const [selector, content] of [
      ['strong', 'bold'],
      ['em', 'italic'],
      ['u', 'underline'],
      ['s', 'strike'],
      ['code', 'code'],
      ['strong > em', 'both'],
      ['span.highlight', 'highlighted'],
    ]) {
      expect(container.querySelector(selector!), selector).toHaveTextContent(content!);
    }
    expect(container.querySelector('span.evil-class')).toBeNull();
    expect(container).toHaveTextContent('unknown class');
  });

  it('renders images with alt and title, only from safe sources', () => {
    renderDoc(
      {
        type: 'image',
        attrs: { src: '/images/wind-farm.webp', alt: 'A wind farm at dusk', title: 'Wind' },
      },
      { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'bad' } },
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

  it('resolves url, email, story and anchor links, and marks external ones', () => {
    renderDoc(
      paragraph(
        text('Ofgem', link('https://www.ofgem.gov.uk', { target: '_blank' })),
        text('Email us', link('help@so.energy', { linktype: 'email' })),
        text('About us', link('/about', { linktype: 'story', story: { full_slug: 'about' } })),
        text('Our FAQs', link('', { anchor: 'faqs' })),
      ),
    );

    const external = screen.getByRole('link', { name: 'Ofgem' });
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Email us' })).toHaveAttribute(
      'href',
      'mailto:help@so.energy',
    );
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'About us' })).not.toHaveAttribute('rel');
    expect(screen.getByRole('link', { name: 'Our FAQs' })).toHaveAttribute('href', '#faqs');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)'])(
    'renders a %s link as plain text',
    (href) => {
      renderDoc(paragraph(text('Click me', link(href))));

      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('Click me')).toBeInTheDocument();
    },
  );

  it('hands embedded bloks to the block renderer', () => {
    renderDoc({
      type: 'blok',
      attrs: {
        body: [
          { _uid: 'a', component: 'hero' },
          { _uid: 'b', component: 'image' },
        ],
      },
    });

    expect(screen.getByText('2 bloks')).toBeInTheDocument();
  });
});
