import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RichTextDoc } from '@/lib/content/fields';
import RichTextEditor from './rich-text-editor';

const hello: RichTextDoc = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }],
};

function renderEditor(props: { error?: string; value?: RichTextDoc } = {}) {
  const onChange = vi.fn<(doc: RichTextDoc) => void>();
  render(
    <RichTextEditor
      label="Body"
      hint="What the post says"
      value={hello}
      onChange={onChange}
      onBlur={vi.fn()}
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

  it('changes a link, giving it the Storyblok link type of the address', async () => {
    const linked: RichTextDoc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Write to us',
              marks: [{ type: 'link', attrs: { href: '/contact', linktype: 'url' } }],
            },
          ],
        },
      ],
    };
    const { onChange, user } = renderEditor({ value: linked });
    await screen.findByRole('textbox', { name: 'Body' });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveValue('/contact');
    await user.clear(address);
    await user.type(address, 'help@so.energy{Enter}');
    await waitFor(() =>
      expect(onChange.mock.lastCall?.[0].content[0]?.content?.[0]?.marks).toEqual([
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
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
  });
});
