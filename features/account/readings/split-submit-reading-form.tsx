import { codeSplit } from '@/lib/ui/code-split';
import { FormLoading } from '../screen/form-loading';

/**
 * The reading form, its code (react-hook-form, the contract's zod) apart from the screen's:
 * preloaded once the screen is up, while its readings load, so it is not part of the page's
 * first download.
 */
export const SubmitReadingForm = codeSplit(
  () => import('./submit-reading-form').then((module) => module.SubmitReadingForm),
  () => <FormLoading minHeight="12rem" />,
);
