import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import styles from './form-loading.module.css';

/**
 * Holds a form's place, at about its height, while its code loads: the forms of the account
 * screens (react-hook-form and the contract's zod) load after the screen, so the screen's first
 * download stays small, and nothing below moves when the form arrives.
 */
export function FormLoading({ minHeight }: { minHeight: string }) {
  return (
    <LoadingPlaceholder className={styles.loading} style={{ minHeight }} label="Loading the form" />
  );
}
