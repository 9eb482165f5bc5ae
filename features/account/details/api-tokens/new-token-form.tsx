import { FormField } from '@/lib/forms/form-field';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { newApiToken, type CreatedApiToken } from '@/lib/gateway/contract/api-tokens';
import { FormAlert } from '@/lib/ui/form-alert';
import panels from '../../screen/panels.module.css';
import { loadApiTokenCalls } from './use-api-tokens';

/** Names and creates a token; the form empties once it is made, and keeps the name on a failure. */
export function NewTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => unknown }) {
  const { form, submit, alert } = useGatewayForm({
    schema: newApiToken,
    defaultValues: { name: '' },
    async send(values) {
      const created = await (await loadApiTokenCalls()).createApiToken(values);
      form.reset({ name: '' });
      await onCreated(created);
    },
  });
  return (
    <form className={panels.form} onSubmit={(event) => void submit(event)} noValidate>
      <h3>Create a token</h3>
      <FormAlert message={alert} />
      <FormField
        form={form}
        name="name"
        label="Token name"
        hint="So you can tell your tokens apart, such as the app or script that uses it."
        autoComplete="off"
      />
      <SubmitButton form={form}>Create token</SubmitButton>
    </form>
  );
}
