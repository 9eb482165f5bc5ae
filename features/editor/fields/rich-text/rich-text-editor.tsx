import {
  EditorContent,
  useEditor,
  useEditorState,
  type Editor,
  type JSONContent,
} from '@tiptap/react';
import { useId, useState } from 'react';
import type { RichTextDoc } from '@/lib/content/fields';
import { Button } from '@/lib/ui/button';
import { describedBy, FieldMessages } from '@/lib/ui/field-messages';
import type { StoryOption } from '../editor-context';
import styles from './rich-text-editor.module.css';
import { RichTextLinkForm } from './rich-text-link-form';
import { isLink, linkDraft, linkMarkAttrs, type RichTextLinkDraft } from './rich-text-link';
import { storyblokExtensions } from './storyblok-extensions';
import { toStoryblok, toTiptap } from './storyblok-tiptap';

export interface RichTextEditorProps {
  label: string;
  hint?: string;
  error?: string;
  value: RichTextDoc | undefined;
  onChange: (doc: RichTextDoc) => void;
  onBlur: () => void;
  /** The stories a link may go to. */
  stories: readonly StoryOption[];
}

const EMPTY: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

/** What the toolbar shows as pressed where the cursor is. */
function activeFormats(editor: Editor) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    link: editor.isActive('link'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    h4: editor.isActive('heading', { level: 4 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
  };
}

/** Storyblok rich text in tiptap: headings 2–4, bold, italic, links and lists. */
export default function RichTextEditor({
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  stories,
}: RichTextEditorProps) {
  const id = useId();
  const editor = useEditor({
    extensions: storyblokExtensions,
    // The same JSON under other names (and nulls tiptap types as absent).
    content: toTiptap(value ?? EMPTY) as JSONContent,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...((hint || error) && { 'aria-describedby': describedBy(id, hint, error) }),
        ...(error && { 'aria-invalid': 'true' }),
        class: styles.content ?? '',
      },
    },
    onUpdate: ({ editor: updated }) => onChange(toStoryblok(updated.getJSON() as RichTextDoc)),
    onBlur,
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => (current ? activeFormats(current) : null),
  });
  const [linkForm, setLinkForm] = useState<{ draft: RichTextLinkDraft; editing: boolean } | null>(
    null,
  );

  const chain = () => editor?.chain().focus();
  const toolbarButton = (name: string, pressed: boolean | undefined, run: () => void) => (
    <Button
      key={name}
      type="button"
      variant="secondary"
      size="xs"
      aria-pressed={!!pressed}
      onClick={run}
    >
      {name}
    </Button>
  );

  function applyLink() {
    const attrs = linkForm && linkMarkAttrs(linkForm.draft, stories);
    if (!attrs) return removeLink();
    chain()?.extendMarkRange('link').setLink(attrs).run();
    setLinkForm(null);
  }

  function removeLink() {
    chain()?.extendMarkRange('link').unsetLink().run();
    setLinkForm(null);
  }

  function openLink() {
    const attrs = editor?.getAttributes('link') ?? {};
    setLinkForm({ draft: linkDraft(attrs), editing: isLink(attrs) });
  }

  function cancelLink() {
    setLinkForm(null);
    editor?.commands.focus();
  }

  return (
    <div className={styles.field}>
      <p id={`${id}-label`} className={styles.label}>
        {label}
      </p>
      <div role="toolbar" aria-label={`Formatting for ${label}`} className={styles.toolbar}>
        {toolbarButton('Bold', active?.bold, () => chain()?.toggleBold().run())}
        {toolbarButton('Italic', active?.italic, () => chain()?.toggleItalic().run())}
        {([2, 3, 4] as const).map((level) =>
          toolbarButton(`Heading ${level}`, active?.[`h${level}`], () =>
            chain()?.toggleHeading({ level }).run(),
          ),
        )}
        {toolbarButton('Bulleted list', active?.bulletList, () =>
          chain()?.toggleBulletList().run(),
        )}
        {toolbarButton('Numbered list', active?.orderedList, () =>
          chain()?.toggleOrderedList().run(),
        )}
        {toolbarButton('Link', active?.link, openLink)}
      </div>
      {linkForm && (
        <RichTextLinkForm
          fieldLabel={label}
          draft={linkForm.draft}
          onChange={(next) => setLinkForm({ ...linkForm, draft: { ...linkForm.draft, ...next } })}
          stories={stories}
          editing={linkForm.editing}
          onApply={applyLink}
          onRemove={removeLink}
          onCancel={cancelLink}
        />
      )}
      <EditorContent editor={editor} className={styles.editor} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
