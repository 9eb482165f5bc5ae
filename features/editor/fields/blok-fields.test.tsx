import { GatewayError } from '@/lib/gateway/gateway-error';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import {
  cmsLinkSchema,
  cmsNumberSchema,
  longText,
  optionalAssetSchema,
  richTextSchema,
  type Asset,
} from '@/lib/content/fields';
import { BlokFields } from './blok-fields';
import type { BlokFieldsContext, RawBlok } from './editor-context';

const blokBase = { _uid: z.string(), component: z.string(), _editable: z.optional(z.string()) };

const cardSchema = z.object({
  ...blokBase,
  title: z.string().check(z.minLength(1, 'Each card needs a title')),
  summary: z.optional(longText),
  rating: z.optional(cmsNumberSchema),
  featured: z.optional(z.boolean()),
  size: z._default(z.enum(['small', 'large']), 'large'),
  link: z.optional(cmsLinkSchema),
  image: optionalAssetSchema,
  author: z.optional(z.string().check(field({ fieldKind: 'relation', contentType: 'author' }))),
  tags: z._default(z.array(z.string()), []),
  body: z._default(z.array(z.looseObject(blokBase)).check(field({ fieldKind: 'bloks' })), []),
  text: z.optional(richTextSchema),
});

const card: RawBlok = {
  _uid: 'card-1',
  component: 'card',
  title: 'Green energy',
  body: [{ _uid: 'child-1', component: 'button_link', label: 'Get a quote' }],
};

const uploaded: Asset = { filename: '/content-assets/upload.png', alt: '', width: 10, height: 10 };

function renderCard(blok: RawBlok = card, overrides: Partial<BlokFieldsContext> = {}) {
  const onChange = vi.fn<(blok: RawBlok) => void>();
  const context: BlokFieldsContext = {
    stories: [
      { uuid: 'u-about', name: 'About us', full_slug: 'about', contentType: 'page' },
      { uuid: 'u-ada', name: 'Ada Lovelace', full_slug: 'authors/ada', contentType: 'author' },
    ],
    assets: [{ filename: '/images/wind.jpg', alt: 'A wind farm', title: 'Wind farm' }],
    onUpload: vi.fn(async () => uploaded),
    onSelectBlok: vi.fn(),
    ...overrides,
  };
  render(<BlokFields schema={cardSchema} blok={blok} onChange={onChange} context={context} />);
  const lastBlok = () => onChange.mock.lastCall?.[0];
  return { onChange, context, lastBlok, user: userEvent.setup() };
}

describe('BlokFields', () => {
  it('shows the schema’s message beside a required field emptied as the editor types', async () => {
    const { user } = renderCard();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    const message = await screen.findByText('Each card needs a title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Each card needs a title'));
    expect(message).toHaveAttribute('role', 'alert');
    await user.type(title, 'W');
    await waitFor(() => expect(screen.queryByText('Each card needs a title')).toBeNull());
  });

  it('hands over the raw blok on every keystroke', async () => {
    const { user, onChange, lastBlok } = renderCard();
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'Hi');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ summary: 'H' });
    expect(lastBlok()).toMatchObject({ ...card, summary: 'Hi', size: 'large' });
    // Storyblok stores numbers as text: the blok keeps what was typed, not the parsed number.
    await user.type(screen.getByRole('spinbutton', { name: 'Rating' }), '4.5');
    expect(lastBlok()).toMatchObject({ rating: '4.5' });
    await user.click(screen.getByRole('checkbox', { name: 'Featured' }));
    expect(lastBlok()).toMatchObject({ featured: true });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'Small');
    expect(lastBlok()).toMatchObject({ size: 'small' });
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'So Flex{Enter}So Fix');
    expect(lastBlok()).toMatchObject({ tags: ['So Flex', 'So Fix'] });
  });

  it.each([
    [
      'A page on this site',
      (link: HTMLElement) =>
        userEvent.selectOptions(
          within(link).getByRole('combobox', { name: 'Page' }),
          'About us (/about)',
        ),
      { fieldtype: 'multilink', linktype: 'story', id: 'u-about', url: '', cached_url: 'about' },
    ],
    [
      'A web address',
      (link: HTMLElement) =>
        userEvent.type(
          within(link).getByRole('textbox', { name: 'Web address' }),
          'https://so.energy',
        ),
      {
        fieldtype: 'multilink',
        linktype: 'url',
        url: 'https://so.energy',
        cached_url: 'https://so.energy',
      },
    ],
    [
      'An email address',
      (link: HTMLElement) =>
        userEvent.type(
          within(link).getByRole('textbox', { name: 'Email address' }),
          'help@so.energy',
        ),
      { fieldtype: 'multilink', linktype: 'email', email: 'help@so.energy' },
    ],
  ])('stores a link to %s in Storyblok’s multilink shape', async (type, fill, stored) => {
    const { user, lastBlok } = renderCard();
    const link = screen.getByRole('group', { name: 'Link' });
    await user.selectOptions(within(link).getByRole('combobox', { name: 'Link to' }), type);
    await fill(link);
    expect(lastBlok()?.link).toEqual(stored);
  });

  it('picks one of the space’s images or uploads one, with its alt text', async () => {
    const { user, lastBlok, context } = renderCard();
    const image = screen.getByRole('group', { name: 'Image' });
    await user.selectOptions(
      within(image).getByRole('combobox', { name: 'Choose an image' }),
      'Wind farm',
    );
    expect(lastBlok()?.image).toEqual({
      filename: '/images/wind.jpg',
      alt: 'A wind farm',
      title: 'Wind farm',
    });
    expect(within(image).getByRole('img')).toHaveAttribute(
      'src',
      expect.stringContaining('wind.jpg'),
    );

    const file = new File(['png'], 'solar.png', { type: 'image/png' });
    await user.upload(within(image).getByLabelText('Upload an image'), file);
    expect(context.onUpload).toHaveBeenCalledWith(file);
    await waitFor(() => expect(lastBlok()?.image).toMatchObject({ filename: uploaded.filename }));
    const alt = within(image).getByRole('textbox', { name: 'Alt text' });
    await user.clear(alt);
    await user.type(alt, 'Solar panels');
    expect(lastBlok()?.image).toMatchObject({ filename: uploaded.filename, alt: 'Solar panels' });
  });

  it('says why an upload failed', async () => {
    const { user } = renderCard(card, {
      onUpload: vi.fn(async () =>
        Promise.reject(new GatewayError('Images must be 5 MB or smaller.', 413)),
      ),
    });
    await user.upload(
      screen.getByLabelText('Upload an image'),
      new File(['x'], 'huge.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'huge.png could not be uploaded. Images must be 5 MB or smaller.',
    );
  });

  it('lists nested bloks, each opening its own form', async () => {
    const { user, context } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit Button link: Get a quote' }));
    expect(context.onSelectBlok).toHaveBeenCalledWith('child-1');
  });

  it('offers a relation only the stories of its content type', async () => {
    const { user, lastBlok } = renderCard();
    const author = screen.getByRole('combobox', { name: 'Author' });
    expect(within(author).queryByRole('option', { name: 'About us' })).toBeNull();
    await user.selectOptions(author, 'Ada Lovelace');
    expect(lastBlok()).toMatchObject({ author: 'u-ada' });
  });

  it('loads the rich-text editor, with its toolbar, for rich text', async () => {
    const { user } = renderCard({
      ...card,
      text: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }],
      },
    });
    expect(await screen.findByRole('textbox', { name: 'Text' })).toHaveTextContent('Hello');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting for Text' });
    for (const name of [
      'Bold',
      'Italic',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Bulleted list',
      'Numbered list',
      'Link',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const linkForm = screen.getByRole('group', { name: 'Link in Text' });
    const page = within(linkForm).getByRole('combobox', { name: 'Page' });
    expect(within(page).getByRole('option', { name: 'About us (/about)' })).toBeInTheDocument();
  });

  it('lists the bloks placed in rich text, each opening its own form', async () => {
    const placed = { _uid: 'in-text', component: 'button_link', label: 'Compare tariffs' };
    const { user, context } = renderCard({
      ...card,
      text: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] },
          { type: 'blok', attrs: { id: 'n1', body: [placed] } },
        ],
      },
    });
    expect(await screen.findByRole('textbox', { name: 'Text' })).toHaveTextContent(
      'Blocks: Button link: Compare tariffs',
    );
    const list = screen.getByRole('list', { name: 'Blocks in Text' });
    await user.click(
      within(list).getByRole('button', { name: 'Edit Button link: Compare tariffs' }),
    );
    expect(context.onSelectBlok).toHaveBeenCalledWith('in-text');
  });

  it('starts again from a blok given from outside: an undo, or another blok', async () => {
    const onChange = vi.fn();
    const context = { stories: [], assets: [], onUpload: vi.fn(), onSelectBlok: vi.fn() };
    const { rerender } = render(
      <BlokFields schema={cardSchema} blok={card} onChange={onChange} context={context} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    rerender(
      <BlokFields
        schema={cardSchema}
        blok={onChange.mock.lastCall?.[0]}
        onChange={onChange}
        context={context}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Green energy!');
    rerender(
      <BlokFields
        schema={cardSchema}
        blok={{ ...card, title: 'Undone' }}
        onChange={onChange}
        context={context}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Undone');
    const another = { ...card, _uid: 'card-2', title: 'Another' };
    rerender(
      <BlokFields schema={cardSchema} blok={another} onChange={onChange} context={context} />,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Another');
  });
});
