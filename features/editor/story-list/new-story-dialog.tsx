import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/lib/forms/form-field';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { storyPath } from '@/lib/content/story-path';
import { FormAlert } from '@/lib/ui/form-alert';
import { Modal } from '@/lib/ui/modal';
import { Select } from '@/lib/ui/select';
import { editorClient } from '../client/editor-client';
import type { StorySummary } from '../client/responses';
import { foldersOf, isTemplate } from './story-facts';
import { BLANK_PAGE, describeNewStoryFailure, newStoryForm } from './new-story-form';
import styles from './story-list.module.css';
import { suggestSlug } from './suggest-slug';

interface NewStoryDialogProps {
  open: boolean;
  onClose: () => void;
  /** The space's stories: their folders, and the pages and posts to start from. */
  stories: readonly StorySummary[];
}

/** A new page: its name, address and folder, blank or a copy of a page or post; then open it. */
export function NewStoryDialog({ open, onClose, stories }: NewStoryDialogProps) {
  const router = useRouter();
  const { form, submit, alert } = useGatewayForm({
    schema: newStoryForm,
    defaultValues: { name: '', slug: '', folder: '', template: BLANK_PAGE },
    describeFailure: describeNewStoryFailure,
    send: async ({ template, ...story }) => {
      const created = await editorClient.createStory({
        ...story,
        ...(template === BLANK_PAGE ? {} : { templateId: Number(template) }),
      });
      await router.push(`/editor/stories/${created.id}`);
    },
  });

  // The slug follows the name until the editor types a slug of their own.
  const slugEdited = useRef(false);
  useEffect(() => {
    const { unsubscribe } = form.watch(({ name = '' }, { name: changed }) => {
      if (changed === 'name' && !slugEdited.current) form.setValue('slug', suggestSlug(name));
    });
    return unsubscribe;
  }, [form]);
  const [folder, slug] = useWatch({ control: form.control, name: ['folder', 'slug'] });

  const templates = stories.filter(isTemplate).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Modal open={open} title="New page" onClose={onClose} size="large">
      <form onSubmit={submit} noValidate className={styles.newStoryForm}>
        <FormField form={form} name="name" label="Name" autoComplete="off" />
        <FormField
          form={form}
          name="slug"
          label="Address slug"
          hint={`Lower-case letters, digits and hyphens. The address will be ${storyPath(
            folder ? `${folder}/${slug}` : slug || '…',
          )}`}
          autoComplete="off"
          spellCheck={false}
          onInput={(event) => (slugEdited.current = event.currentTarget.value !== '')}
        />
        <FormField form={form} name="folder" as={Select} label="Folder">
          <option value="">Top level</option>
          {foldersOf(stories).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </FormField>
        <FormField form={form} name="template" as={Select} label="Start from">
          <option value={BLANK_PAGE}>A blank page (a headline only)</option>
          {templates.map((story) => (
            <option key={story.id} value={String(story.id)}>
              {story.name} ({storyPath(story.full_slug)})
            </option>
          ))}
        </FormField>
        <FormAlert message={alert} />
        <SubmitButton form={form} size="small">
          Create the page
        </SubmitButton>
      </form>
    </Modal>
  );
}
