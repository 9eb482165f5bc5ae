import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { FormField } from '@/lib/forms/form-field';
import { NewPasswordFields } from '@/lib/forms/new-password-fields';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { FormAlert } from '@/lib/ui/form-alert';
import { customerKeys } from '../data/keys';
import panels from '../screen/panels.module.css';
import { DetailsPanel } from './details-panel';
import {
  PASSWORD_CHANGE_DEFAULTS,
  passwordChangeSchema,
  passwordChangedWords,
} from './password-form';
import { loadSecurityCalls } from './security-calls';

/**
 * The password the customer logs in with: changed with the current one, which signs them out on
 * their other devices (the list below shows it).
 */
export function PasswordSection() {
  const { mutate } = useSWRConfig();
  const [saved, setSaved] = useState<string | null>(null);
  const { form, submit, alert } = useGatewayForm({
    schema: passwordChangeSchema,
    defaultValues: PASSWORD_CHANGE_DEFAULTS,
    async send({ currentPassword, newPassword }) {
      setSaved(null);
      const { changePassword } = await loadSecurityCalls();
      const { otherSessionsEnded } = await changePassword({ currentPassword, newPassword });
      form.reset(PASSWORD_CHANGE_DEFAULTS);
      setSaved(passwordChangedWords(otherSessionsEnded));
      void mutate(customerKeys.sessions());
      void mutate(customerKeys.securityEvents());
    },
  });

  return (
    <DetailsPanel heading="Your password" saved={saved}>
      <form className={panels.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert message={alert} />
        <FormField
          form={form}
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          form={form}
          names={{ password: 'newPassword', confirm: 'confirmPassword' }}
        />
        <SubmitButton form={form}>Change password</SubmitButton>
      </form>
    </DetailsPanel>
  );
}
