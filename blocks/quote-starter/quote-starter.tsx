import { zodResolver } from '@hookform/resolvers/zod';
import { storyblokEditable } from '@storyblok/react';
import { useRouter } from 'next/router';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { postcodeSchema } from '@/lib/postcode';
import { Button } from '@/lib/ui/button';
import { Input } from '@/lib/ui/input';
import { Heading } from '../heading-level';
import type { QuoteStarterBlok } from './schema';
import styles from './quote-starter.module.css';

const QUOTE_PATH = '/energy/quote';

const formSchema = z.object({ postcode: postcodeSchema });

/** Where the quote journey starts for a (normalised) postcode. */
export function quoteUrl(postcode: string): string {
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

export function QuoteStarter({ blok }: { blok: QuoteStarterBlok }) {
  const headingId = useId();
  const { navigating, navigate } = useNavigating();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(formSchema), defaultValues: { postcode: '' } });

  return (
    <div
      className={`${styles.quoteStarter} ${styles[blok.background]}`}
      {...storyblokEditable(blok)}
    >
      {blok.heading && (
        <Heading id={headingId} className={styles.heading}>
          {blok.heading}
        </Heading>
      )}
      {blok.text && <p className={styles.text}>{blok.text}</p>}
      <form
        className={styles.form}
        noValidate
        aria-labelledby={blok.heading ? headingId : undefined}
        onSubmit={handleSubmit(({ postcode }) => navigate(quoteUrl(postcode)))}
      >
        <div className={styles.field}>
          <Input
            label={blok.label}
            hint={blok.hint}
            error={errors.postcode?.message}
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            {...register('postcode')}
          />
        </div>
        <div className={styles.submit}>
          <Button type="submit" loading={navigating} fullWidth>
            {blok.button_label}
          </Button>
        </div>
      </form>
    </div>
  );
}
