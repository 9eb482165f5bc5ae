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
import { Input } from '@/lib/ui/input';
import styles from './rich-text-editor.module.css';
import { storyblokExtensions } from './storyblok-extensions';
import { toStoryblok, toTiptap } from './storyblok-tiptap';

export interface RichTextEditorProps {
  label: string;
  hint?: string;
  error?: string;
  value: RichTextDoc | undefined;
  onChange: (doc: RichTextDoc) => void;
  onBlur: () => void;
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

/** A link's Storyblok type from what an editor typed: an email address, or a web address. */
function linkAttrs(href: string) {
  const email = href.replace(/^mailto:/i, '');
  return email.includes('@') && !email.includes('/')
    ? { href: email, linktype: 'email' }
    : { href, linktype: 'url' };
}

/** Storyblok rich text in tiptap: headings 2–4, bold, italic, links and lists. */
export default function RichTextEditor({
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
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
  const [linkDraft, setLinkDraft] = useState<string | null>(null);

  const chain = () => editor?.chain().focus();
  const toolbarButton = (name: string, pressed: boolean | undefined, run: () => void) => (
    <Button type="button" variant="secondary" size="xs" aria-pressed={!!pressed} onClick={run}>
      {name}
    </Button>
  );

  function applyLink() {
    const href = linkDraft?.trim();
    if (href) chain()?.extendMarkRange('link').setLink(linkAttrs(href)).run();
    else chain()?.extendMarkRange('link').unsetLink().run();
    setLinkDraft(null);
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
        {toolbarButton('Link', active?.link, () =>
          setLinkDraft(String(editor?.getAttributes('link').href ?? '')),
        )}
      </div>
      {linkDraft !== null && (
        <div className={styles.linkForm}>
          <Input
            label="Link address"
            hint="A web address, a path such as /energy/quote, or an email address; empty removes the link"
            value={linkDraft}
            autoFocus
            onChange={(event) => setLinkDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
              if (event.key === 'Escape') setLinkDraft(null);
            }}
          />
          <Button type="button" size="small" onClick={applyLink}>
            Apply link
          </Button>
        </div>
      )}
      <EditorContent editor={editor} className={styles.editor} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
