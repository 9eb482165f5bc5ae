import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from '@/lib/forms/form-field';
import type { AnyForm } from '@/lib/forms/field-binding';
import { Checkbox } from '@/lib/ui/checkbox';

interface BankAccountValues extends FieldValues {
  accountHolderName: string;
  sortCode: string;
  accountNumber: string;
  soleAuthoriser: boolean;
}

/** The bank account a Direct Debit is taken from: the name, sort code and account number. */
export function BankAccountFields<Values extends BankAccountValues, Output>({
  form,
}: {
  form: AnyForm<Values, Output>;
}) {
  return (
    <>
      <FormField
        form={form}
        name={'accountHolderName' as Path<Values>}
        label="Name on the account"
        autoComplete="name"
      />
      <FormField
        form={form}
        name={'sortCode' as Path<Values>}
        label="Sort code"
        hint="6 digits, like 12-34-56"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
      />
      <FormField
        form={form}
        name={'accountNumber' as Path<Values>}
        label="Account number"
        hint="8 digits"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
      />
    </>
  );
}

/** The account holder's say-so the Direct Debit scheme needs before a mandate is set up. */
export function SoleAuthoriserField<Values extends BankAccountValues, Output>({
  form,
}: {
  form: AnyForm<Values, Output>;
}) {
  return (
    <FormField
      form={form}
      name={'soleAuthoriser' as Path<Values>}
      as={Checkbox}
      label="I'm the account holder and can authorise Direct Debits from this account on my own"
    />
  );
}
