import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { FormField } from '@/lib/forms/form-field';
import { useDeferredSchemaForm } from '@/lib/forms/use-deferred-schema-form';
import { PostcodeFields, QUOTE_PATH, type PostcodeFieldsProps } from './postcode-fields';

// The check (zod) arrives once the visitor turns to the form, not as the page loads.
const loadSchema = () =>
  import('./postcode-form-schema').then((module) => module.postcodeFormSchema);

/** Where the quote journey starts for a (normalised) postcode. */
function quoteUrl(postcode: string): string {
  return `${QUOTE_PATH}?${new URLSearchParams({ postcode })}`;
}

/** Busy from submit until the next page is shown; free again if that page change fails. */
function useNavigating() {
  const router = useRouter();
  const [navigating, setNavigating] = useState(false);
  useEffect(() => {
    const stop = () => setNavigating(false);
    // Coming back from the quote with the back button may restore this page as it was left.
    const restored = (event: PageTransitionEvent) => event.persisted && stop();
    router.events.on('routeChangeError', stop);
    window.addEventListener('pageshow', restored);
    return () => {
      router.events.off('routeChangeError', stop);
      window.removeEventListener('pageshow', restored);
    };
  }, [router.events]);

  async function navigate(url: string) {
    setNavigating(true);
    try {
      if (!(await router.push(url))) setNavigating(false);
    } catch {
      setNavigating(false);
    }
  }
  return { navigating, navigate };
}

type Copy = Pick<PostcodeFieldsProps, 'label' | 'hint' | 'buttonLabel' | 'labelledBy'>;

/** The postcode form: checks the postcode and opens the quote with it, normalised. */
export function PostcodeForm(copy: Copy) {
  const { navigating, navigate } = useNavigating();
  const { form, loadCheck } = useDeferredSchemaForm(loadSchema, { postcode: '' });

  return (
    <PostcodeFields
      {...copy}
      loading={navigating}
      field={(input) => <FormField form={form} name="postcode" {...input} />}
      onFocus={loadCheck}
      onSubmit={form.handleSubmit(({ postcode }) => navigate(quoteUrl(postcode)))}
    />
  );
}
