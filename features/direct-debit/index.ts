export { DirectDebitGuarantee } from './direct-debit-guarantee';
export { BankAccountFields, SoleAuthoriserField } from './bank-account-fields';
