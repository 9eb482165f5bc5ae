import { useController } from 'react-hook-form';
import type { RichTextDoc } from '@/lib/content/fields';
import { codeSplit } from '@/lib/ui/code-split';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { bloksInText, isRichTextDoc } from '../story-edits/blok-tree';
import { BlokEditList } from './blok-edit-list';
import { fieldErrorMessage } from './field-error';
import type { FieldProps } from './field-props';

// tiptap is the editor's largest library: it downloads when a form first shows rich text.
const RichTextEditor = codeSplit(
  () => import('./rich-text/rich-text-editor').then((module) => module.default),
  ({ label }) => <LoadingPlaceholder label={`Loading the editor for ${label}`} />,
);

/** Rich text in its editor, then the bloks placed in it, each opening its own form. */
export function RichTextField({ descriptor, form, context }: FieldProps) {
  const { field, fieldState } = useController({ control: form.control, name: descriptor.key });
  const bloks = isRichTextDoc(field.value) ? bloksInText(field.value) : [];
  return (
    <>
      <RichTextEditor
        label={descriptor.label}
        hint={descriptor.help}
        error={fieldErrorMessage(fieldState.error)}
        value={field.value as RichTextDoc | undefined}
        onChange={field.onChange}
        onBlur={field.onBlur}
        stories={context.stories}
      />
      {bloks.length > 0 && (
        <BlokEditList
          bloks={bloks}
          label={`Blocks in ${descriptor.label}`}
          onSelect={context.onSelectBlok}
        />
      )}
    </>
  );
}
