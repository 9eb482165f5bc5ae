import { formatDateTime } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import { RESET_LINK_MINUTES } from '@/lib/gateway/contract/password-rules';
import type { MailMessage } from './mailer';
import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import { ACCOUNT_SECTIONS } from '@/lib/gateway/contract/account-sections';
import { EMAIL_LINK_HOURS } from '@/lib/gateway/contract/customer';
import { COOLING_OFF_DAYS, SUPPORT_PHONE } from '@/lib/gateway/contract/messages';
import { SIGNUP_LINK_DAYS } from '@/lib/gateway/contract/signup-links';
import { REFUND_WORKING_DAYS } from '@/lib/gateway/contract/refund-days';

/** The emails the gateway sends, in plain words. Each names the customer it goes to. */

export interface Recipient {
  email: string;
  firstName: string;
}

/** The site's pages the emails link to. */
export const MAIL_LINKS = {
  logIn: '/accounts/login',
  forgotPassword: '/accounts/forgot-password',
  resetPassword: '/accounts/reset-password',
  confirmEmail: '/accounts/confirm-email',
  confirmLogin: '/accounts/confirm-login',
  acceptHome: '/accounts/accept-home',
  rateYourSwitch: '/reviews',
  personalDetails: ACCOUNT_SECTIONS.personalDetails.route,
} as const;

function letter(to: Recipient, subject: string, paragraphs: readonly string[]): MailMessage {
  const greeting = to.firstName ? `Hello ${to.firstName},` : 'Hello,';
  return {
    to: to.email,
    subject,
    text: [greeting, ...paragraphs, 'Best wishes,\nSo Energy'].join('\n\n') + '\n',
  };
}

/** A site URL for a path (and fragment) of the site. */
export const siteLink = (siteUrl: string, path: string) => new URL(path, siteUrl).toString();

const notYouParagraph = (siteUrl: string) =>
  'If this was not you, please reset your password straight away at ' +
  `${siteLink(siteUrl, MAIL_LINKS.forgotPassword)} and call us on ${SUPPORT_PHONE} ` +
  '(Monday to Friday, 9am to 5pm) so we can check your account is safe.';

export function passwordResetLink(to: Recipient, link: string): MailMessage {
  return letter(to, 'Reset your So Energy password', [
    'We have had a request to reset the password of your So Energy account.',
    `To choose a new password, open this link within ${RESET_LINK_MINUTES} minutes. ` +
      `It works once:\n${link}`,
    'If you did not ask for this, you can ignore this email: your password has not changed.',
  ]);
}

/** After a password change (`change`: from the account, other devices signed out) or a reset. */
export function passwordChanged(
  to: Recipient,
  how: 'change' | 'reset',
  at: Date,
  siteUrl: string,
): MailMessage {
  return letter(to, 'Your So Energy password has been changed', [
    `The password of your So Energy account was changed on ${formatDateTime(at)}.`,
    how === 'reset'
      ? 'We have signed you out on every device, so you will need your new password to log in.'
      : 'We have signed you out on your other devices. You are still signed in where you made ' +
        'the change.',
    notYouParagraph(siteUrl),
  ]);
}

/** After the Direct Debit of an account moved to another bank account. */
export function bankDetailsChanged(
  to: Recipient,
  accountNumber: string,
  newAccountNumberMasked: string,
  at: Date,
  siteUrl: string,
): MailMessage {
  return letter(to, 'Your Direct Debit bank details have changed', [
    `On ${formatDateTime(at)} the bank account your Direct Debit for So Energy account ` +
      `${accountNumber} is paid from was changed to the account ending ` +
      `${newAccountNumberMasked.slice(-2)}. Your payments stay the same amount on the same day.`,
    notYouParagraph(siteUrl),
  ]);
}

/** To the customer who asked for a refund of their credit. */
export function refundRequested(
  to: Recipient,
  accountNumber: string,
  amountPence: number,
  accountNumberMasked: string,
  at: Date,
): MailMessage {
  return letter(to, 'We are refunding your credit', [
    `On ${formatDateTime(at)} you asked us to refund ${formatPounds(amountPence)} of the credit ` +
      `on So Energy account ${accountNumber}. We will pay it into your bank account ending ` +
      `${accountNumberMasked.slice(-2)} within ${REFUND_WORKING_DAYS} working days; until then it ` +
      'shows as pending in your transactions.',
  ]);
}

/** To the customer who asked for an archive of their data, once it is built. */
export function dataExportReady(to: Recipient, at: Date, expiresAt: Date, siteUrl: string) {
  return letter(to, 'Your So Energy data is ready to download', [
    `On ${formatDateTime(at)} you asked for a copy of everything we hold about you. It is ` +
      `ready: log in and download it from your personal details before ` +
      `${formatDateTime(expiresAt)}, when it expires.`,
    siteLink(siteUrl, MAIL_LINKS.personalDetails),
    notYouParagraph(siteUrl),
  ]);
}

/** To the address a login used to have, once it has moved to another. */
export function emailChanged(to: Recipient, newEmail: string, at: Date, siteUrl: string) {
  return letter(to, 'The email address of your So Energy account has changed', [
    `On ${formatDateTime(at)} the email address you log in with was changed from this one to ` +
      `${newEmail}. We will send your emails there from now on.`,
    notYouParagraph(siteUrl),
  ]);
}

type Home = Pick<SupplyAddress, 'line1' | 'line2' | 'town' | 'postcode'>;

const oneLine = (home: Home) =>
  [home.line1, home.line2, home.town, home.postcode].filter(Boolean).join(', ');

/**
 * To a new login, opened by a sign-up: its account, and the link that confirms the email is
 * theirs (with the password chosen, so that whoever owns the inbox cannot confirm a stranger's
 * login by mistake).
 */
export function welcomeToNewLogin(
  to: Recipient,
  home: Home,
  accountNumber: string,
  link: string,
  ratingLink: string,
): MailMessage {
  return letter(to, 'Welcome to So Energy: please confirm your email address', [
    `Thank you for switching ${oneLine(home)} to So Energy. Your account number is ` +
      `${accountNumber}. We will take care of the switch from here.`,
    'Please confirm that this email address is yours: open this link within ' +
      `${SIGNUP_LINK_DAYS} days and enter the password you chose when you signed up. It works ` +
      `once:\n${link}`,
    'You can log in already. Until you confirm, you cannot change the email address you log ' +
      'in with.',
    `Once you have switched, we would love to hear how it went. Rate your switch here:\n${ratingLink}`,
    `If you did not sign up with So Energy, do not open the link, and call us on ${SUPPORT_PHONE} ` +
      `(Monday to Friday, 9am to 5pm) within ${COOLING_OFF_DAYS} days so we can stop the switch.`,
  ]);
}

/**
 * To the owner of a login someone signed up with: the new home waits for them to follow the
 * link, whoever signed up, so the sign-up's answer never says whether an email has an account.
 * `replacesPassword`: the login is unconfirmed, so following the link takes it over.
 */
export function homeWaitingForLogin(
  to: Recipient,
  home: Home,
  signup: { accountNumber: string; tariffName: string },
  link: string,
  replacesPassword: boolean,
): MailMessage {
  return letter(to, 'Add your new home to your So Energy account', [
    `Someone has just signed up for energy at ${oneLine(home)} on ${signup.tariffName}, with ` +
      'this email address. As this address already logs in to So Energy, we have not set ' +
      `anything up yet: the new account (number ${signup.accountNumber}) waits for you.`,
    `If it was you, open this link within ${SIGNUP_LINK_DAYS} days to add the home to your ` +
      `login. It works once:\n${link}`,
    replacesPassword
      ? 'Your email address has not been confirmed yet, so opening the link also confirms it: ' +
        'you will then log in with the password chosen during this sign-up, and we will sign ' +
        'you out on every device.'
      : 'You will keep logging in with the password you already have: the one chosen during ' +
        'this sign-up is not used.',
    'If it was not you, do not open the link. Nothing has been set up, nobody has been given ' +
      `access to your account, and the link stops working after ${SIGNUP_LINK_DAYS} days.`,
  ]);
}

/** To a new login email: the link that moves the login there. */
export function confirmNewEmail(to: Recipient, link: string): MailMessage {
  return letter(to, 'Confirm your new email address for So Energy', [
    'You asked to log in to So Energy with this email address from now on.',
    `To confirm it, open this link within ${EMAIL_LINK_HOURS} hours. It works once:\n${link}`,
    'Until you do, you keep logging in with your current email address. If you did not ask ' +
      'for this, you can ignore this email.',
  ]);
}

/** To the owner of an email someone else tried to move their login to. */
export function emailAlreadyInUse(to: Recipient, siteUrl: string): MailMessage {
  return letter(to, 'Someone tried to use your email address with So Energy', [
    'Someone tried to change the email address of another So Energy account to yours. We did ' +
      'not let them: this address already belongs to your account.',
    `If it was you, log in at ${siteLink(siteUrl, MAIL_LINKS.logIn)}, or if you have ` +
      `forgotten your password, reset it at ${siteLink(siteUrl, MAIL_LINKS.forgotPassword)}.`,
    'If it was not you, there is nothing you need to do: nothing about your account has changed.',
  ]);
}

/** After a new account's switch was cancelled within cooling-off (issue 47 item 4). */
export function switchCancelled(
  to: Recipient,
  account: { number: string; line1: string; postcode: string },
  at: Date,
): MailMessage {
  return letter(to, 'Your switch to So Energy is cancelled', [
    `As you asked on ${formatDateTime(at)}, we have cancelled the switch of ${account.line1}, ` +
      `${account.postcode} to So Energy (account ${account.number}).`,
    'Your current supplier carries on supplying your home, so there is nothing more you need to ' +
      'do. We will not take any Direct Debit, and you owe us nothing.',
    `If you did not ask for this, please call us on ${SUPPORT_PHONE} (Monday to Friday, 9am to ` +
      '5pm) straight away.',
  ]);
}
