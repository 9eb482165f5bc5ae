import type { BaseSyntheticEvent, ReactNode } from 'react';
import { FormAlert } from '@/lib/ui/form-alert';
import panels from './panels.module.css';

interface PanelFormProps {
  /** The form's submit (useGatewayForm's): its failure shows in the alert at the top. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  alert: string | null;
  /** What the last change came to, said above the form. */
  confirmation?: string | null;
  className?: string;
  children: ReactNode;
}

/** A panel's form: what the last change did, then the form with its failure at its top. */
export function PanelForm({ submit, alert, confirmation, className, children }: PanelFormProps) {
  return (
    <>
      {confirmation && (
        <p role="status" className={panels.confirmation}>
          {confirmation}
        </p>
      )}
      <form
        className={className ? `${panels.form} ${className}` : panels.form}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <FormAlert message={alert} />
        {children}
      </form>
    </>
  );
}
