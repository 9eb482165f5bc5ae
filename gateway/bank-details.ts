import { validateAccountDetails } from 'uk-modulus-check';
import type { KeyedHash } from './auth/keyed-hash';
import { unprocessable } from './http/http-error';

export interface BankDetails {
  sortCode: string;
  accountNumber: string;
}

/** All the gateway keeps of bank details: the last two digits of each, and a keyed hash. */
export interface StoredBankDetails {
  sortCodeMasked: string;
  accountNumberMasked: string;
  hash: string;
}

/**
 * Checks the pair with Vocalink's UK modulus rules (the uk-modulus-check package and its
 * weight table); sort codes the table does not list pass, as Vocalink's rules say. A failure
 * names the account number field at `accountNumberPath` (a sign-up's or a new mandate's).
 */
export function checkBankDetails(
  { sortCode, accountNumber }: BankDetails,
  accountNumberPath: string,
): void {
  if (!validateAccountDetails(sortCode, accountNumber)) {
    throw unprocessable(
      'Please check your sort code and account number: they do not match a UK bank account.',
      accountNumberPath,
    );
  }
}

export function storedBankDetails(details: BankDetails, keyedHash: KeyedHash): StoredBankDetails {
  return {
    sortCodeMasked: `**-**-${details.sortCode.slice(-2)}`,
    accountNumberMasked: `******${details.accountNumber.slice(-2)}`,
    hash: keyedHash('bank-details', `${details.sortCode}/${details.accountNumber}`),
  };
}
