import { storyblokEditable } from '@/lib/content/storyblok-editable';
import dynamic from 'next/dynamic';
import { blockLoading } from '../block-loading';
import { usePageContext } from '../page-context';
import type { RateYourSwitchBlok } from './schema';
import { useQueryParameter } from './use-query-parameter';
import styles from './rate-your-switch.module.css';

const DEFAULT_NO_REFERENCE =
  'To rate your switch, please use the link in the welcome email we sent when you joined.';

// The form and its gateway call load only on pages that ask for a rating.
const SwitchRatingForm = dynamic(
  () => import('./switch-rating-form').then((module) => module.SwitchRatingForm),
  { loading: blockLoading('26rem') },
);

/** The sign-up reference comes from the route (`/x/{ref}`) or the query (`?ref=`). */
export function RateYourSwitch({ blok }: { blok: RateYourSwitchBlok }) {
  const routeParam = usePageContext()?.routeParam ?? null;
  const query = useQueryParameter('ref');
  const reference = routeParam ?? query;
  return (
    <div className={styles.rating} {...storyblokEditable(blok)}>
      {reference === undefined ? (
        <div className={styles.pending} aria-busy="true" />
      ) : reference ? (
        <SwitchRatingForm blok={blok} reference={reference} />
      ) : (
        <p className={styles.noReference}>{blok.no_reference_text ?? DEFAULT_NO_REFERENCE}</p>
      )}
    </div>
  );
}
