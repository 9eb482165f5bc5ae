import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RichTextDoc } from '@/lib/content/fields';
import type { StoryOption } from '../editor-context';
import RichTextEditor from './rich-text-editor';
import { toStoryblok, toTiptap } from './storyblok-tiptap';

const hello: RichTextDoc = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }],
};

const stories: StoryOption[] = [
  { uuid: 'u-tariffs', name: 'Our tariffs', full_slug: 'our-tariffs', contentType: 'page' },
  { uuid: 'u-unhappy', name: 'Complaints', full_slug: 'unhappy', contentType: 'page' },
];

function renderEditor(props: { error?: string; value?: RichTextDoc } = {}) {
  const onChange = vi.fn<(doc: RichTextDoc) => void>();
  render(
    <RichTextEditor
      label="Body"
      hint="What the post says"
      value={hello}
      onChange={onChange}
      onBlur={vi.fn()}
      stories={stories}
      {...props}
    />,
  );
  return { onChange, user: userEvent.setup() };
}

// jsdom lays nothing out; ProseMirror measures the selection to scroll it into view.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

describe('RichTextEditor', () => {
  it('is a labelled multi-line text box described by its hint and error', async () => {
    renderEditor({ error: 'Write the post' });
    const box = await screen.findByRole('textbox', { name: 'Body' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('What the post says Write the post');
  });

  it('hands over Storyblok rich text when the toolbar changes the text', async () => {
    const { onChange, user } = renderEditor();
    await screen.findByRole('textbox', { name: 'Body' });
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        type: 'doc',
        content: [
          {
            type: 'ordered_list',
            attrs: { order: 1 },
            content: [{ type: 'list_item', content: [hello.content[0]] }],
          },
        ],
      }),
    );
    expect(screen.getByRole('button', { name: 'Numbered list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  const linked = (attrs: Record<string, unknown>): RichTextDoc => ({
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'Write to us', marks: [{ type: 'link', attrs }] }],
      },
    ],
  });
  const lastLinkMarks = (onChange: ReturnType<typeof renderEditor>['onChange']) =>
    onChange.mock.lastCall?.[0].content[0]?.content?.[0]?.marks;

  async function openLink(props: Parameters<typeof renderEditor>[0]) {
    const rendered = renderEditor(props);
    await screen.findByRole('textbox', { name: 'Body' });
    await rendered.user.click(screen.getByRole('button', { name: 'Link' }));
    return rendered;
  }

  it('changes a web address into an email address', async () => {
    const { onChange, user } = await openLink({
      value: linked({ href: '/contact', linktype: 'url' }),
    });
    const kind = screen.getByRole('combobox', { name: 'Link to' });
    expect(kind).toHaveFocus();
    expect(kind).toHaveValue('url');
    expect(screen.getByRole('textbox', { name: 'Web address' })).toHaveValue('/contact');
    await user.selectOptions(kind, 'An email address');
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.clear(email);
    await user.type(email, 'help@so.energy{Enter}');
    await waitFor(() =>
      expect(lastLinkMarks(onChange)).toEqual([
        {
          type: 'link',
          attrs: {
            href: 'help@so.energy',
            linktype: 'email',
            uuid: null,
            anchor: null,
            target: null,
          },
        },
      ]),
    );
    expect(screen.queryByRole('group', { name: 'Link in Body' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Body' })).toHaveFocus());
  });

  it('links to a page of the site as Storyblok does, and opens that link with its page chosen', async () => {
    const { onChange, user } = await openLink({
      value: linked({ href: 'https://www.ofgem.gov.uk', linktype: 'url', target: '_blank' }),
    });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Link to' }),
      'A page on this site',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Page' }),
      'Our tariffs (/our-tariffs)',
    );
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    const storyLink = {
      type: 'link',
      attrs: {
        href: '/our-tariffs',
        linktype: 'story',
        uuid: 'u-tariffs',
        anchor: null,
        target: '_blank',
      },
    };
    await waitFor(() => expect(lastLinkMarks(onChange)).toEqual([storyLink]));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Body' })).toHaveFocus());

    const saved = onChange.mock.lastCall![0];
    expect(toStoryblok(toTiptap(saved))).toEqual(saved);
    cleanup();
    await openLink({ value: saved });
    expect(screen.getByRole('combobox', { name: 'Link to' })).toHaveValue('story');
    expect(screen.getByRole('combobox', { name: 'Page' })).toHaveValue('u-tariffs');
  });

  it('opens a story link already in the content with its page and section', async () => {
    await openLink({
      value: linked({
        href: '/unhappy',
        linktype: 'story',
        uuid: 'u-unhappy',
        anchor: 'ombudsman',
        target: null,
      }),
    });
    expect(screen.getByRole('combobox', { name: 'Page' })).toHaveValue('u-unhappy');
    expect(screen.getByRole('textbox', { name: 'Anchor on the page (optional)' })).toHaveValue(
      'ombudsman',
    );
  });

  it('leaves the link as it was when Escape cancels, with focus back in the text', async () => {
    const { onChange, user } = await openLink({
      value: linked({ href: '/contact', linktype: 'url' }),
    });
    await user.type(screen.getByRole('textbox', { name: 'Web address' }), '/more{Escape}');
    expect(screen.queryByRole('group', { name: 'Link in Body' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Body' })).toHaveFocus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes a link', async () => {
    const { onChange, user } = await openLink({
      value: linked({ href: '/unhappy', linktype: 'story', uuid: 'u-unhappy' }),
    });
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(lastLinkMarks(onChange)).toBeUndefined());
    expect(onChange.mock.lastCall?.[0].content[0]?.content?.[0]).toEqual({
      type: 'text',
      text: 'Write to us',
    });
  });
});
