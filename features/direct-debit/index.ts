export { DirectDebitGuarantee } from './direct-debit-guarantee';
