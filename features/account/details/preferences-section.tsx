import { FormField } from '@/lib/forms/form-field';
import { FormFieldset } from '@/lib/forms/form-fieldset';
import { SubmitButton } from '@/lib/forms/submit-button';
import { billFormats, type Customer } from '@/lib/gateway/contract/customer';
import { Checkbox } from '@/lib/ui/checkbox';
import { FormAlert } from '@/lib/ui/form-alert';
import panels from '../screen/panels.module.css';
import {
  BILL_FORMAT_LABELS,
  preferencesDefaults,
  preferencesSavedWords,
  preferencesSchema,
  preferencesUpdateFrom,
} from './preferences-form';
import { DetailsPanel } from './details-panel';
import { useCustomerForm } from './use-customer-form';

/** The format bills and letters come in, and the news the customer agrees to get. */
export function PreferencesSection({ customer }: { customer: Customer }) {
  const { form, submit, alert, saved } = useCustomerForm({
    customer,
    schema: preferencesSchema,
    defaults: preferencesDefaults,
    update: preferencesUpdateFrom,
    savedWords: (_before, after) => preferencesSavedWords(after),
  });

  return (
    <DetailsPanel heading="How we keep in touch" saved={saved}>
      <form className={panels.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert message={alert} />
        <p>We send bills and letters in the format that suits you, at no extra cost.</p>
        <FormFieldset form={form} name="billFormat" legend="Your bills and letters">
          {(choice) =>
            billFormats.map((format) => (
              <label key={format} className={panels.choice}>
                <input type="radio" value={format} {...choice} />
                {BILL_FORMAT_LABELS[format]}
              </label>
            ))
          }
        </FormFieldset>
        <FormField
          form={form}
          name="marketingConsent"
          as={Checkbox}
          label="Send me news and offers from So Energy by email"
        />
        <FormField
          form={form}
          name="evMarketingConsent"
          as={Checkbox}
          label="Tell me about tariffs for electric vehicles"
        />
        <SubmitButton form={form}>Save how we keep in touch</SubmitButton>
      </form>
    </DetailsPanel>
  );
}
