import { AddressFormFields } from '@/lib/forms/address-form-fields';
import { FormFieldset } from '@/lib/forms/form-fieldset';
import { SubmitButton } from '@/lib/forms/submit-button';
import type { Customer } from '@/lib/gateway/contract/customer';
import { FormAlert } from '@/lib/ui/form-alert';
import panels from '../screen/panels.module.css';
import { addressInWords, lettersDefaults, lettersSchema, lettersUpdateFrom } from './letters-form';
import { DetailsPanel } from './details-panel';
import { useCustomerForm } from './use-customer-form';

function savedWords(customer: Customer) {
  return customer.correspondenceAddress
    ? `Saved: we will send your letters and bills to ${addressInWords(customer.correspondenceAddress)}.`
    : 'Saved: we will send letters and bills for each home to that home.';
}

/** Where letters and bills go: each home we supply, or another address. */
export function LettersSection({ customer }: { customer: Customer }) {
  const { form, submit, alert, saved } = useCustomerForm({
    customer,
    schema: lettersSchema,
    defaults: (details) => lettersDefaults(details.correspondenceAddress),
    update: lettersUpdateFrom,
    savedWords: (_before, after) => savedWords(after),
  });
  const other = form.watch('sendTo') === 'other';

  return (
    <DetailsPanel heading="Where we send letters" saved={saved}>
      <form className={panels.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert message={alert} />
        <FormFieldset form={form} name="sendTo" legend="Send letters and bills to">
          {(choice) => (
            <>
              <label className={panels.choice}>
                <input type="radio" value="supply" {...choice} />
                The home we supply
              </label>
              <label className={panels.choice}>
                <input type="radio" value="other" {...choice} />A different address
              </label>
            </>
          )}
        </FormFieldset>
        {other && <AddressFormFields form={form} name="address" />}
        <SubmitButton form={form}>Save where we send letters</SubmitButton>
      </form>
    </DetailsPanel>
  );
}
