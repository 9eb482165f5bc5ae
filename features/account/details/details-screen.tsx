import { useEffect } from 'react';
import { useSession } from '@/features/session';
import { codeSplit } from '@/lib/ui/code-split';
import panels from '../screen/panels.module.css';
import { FormLoading } from '../screen/form-loading';
import { ApiTokensPart } from './api-tokens/api-tokens-part';

// Each section is a form (react-hook-form, the contract's zod): they load as the screen mounts,
// in a placeholder of their height, so the page's first download stays small.
const loadContact = () => import('./contact-section').then((module) => module.ContactSection);
const loadLetters = () => import('./letters-section').then((module) => module.LettersSection);
const loadPreferences = () =>
  import('./preferences-section').then((module) => module.PreferencesSection);
const loadName = () => import('./name-section').then((module) => module.NameSection);
const loadPassword = () => import('./password-section').then((module) => module.PasswordSection);
const loadSessions = () => import('./sessions-section').then((module) => module.SessionsSection);

const ContactSection = codeSplit(loadContact, () => <FormLoading minHeight="26rem" />);
const LettersSection = codeSplit(loadLetters, () => <FormLoading minHeight="14rem" />);
const PreferencesSection = codeSplit(loadPreferences, () => <FormLoading minHeight="24rem" />);
const NameSection = codeSplit(loadName, () => <FormLoading minHeight="30rem" />);
const PasswordSection = codeSplit(loadPassword, () => <FormLoading minHeight="30rem" />);
// The devices signed in and the recent security activity: two panels.
const SessionsSection = codeSplit(loadSessions, () => <FormLoading minHeight="42rem" />);
const DataExportSection = codeSplit(
  () => import('./data-export-section').then((module) => module.DataExportSection),
  () => <FormLoading minHeight="24rem" />,
);

/**
 * Personal details (/accounts/edit): contact details, where letters go and in what format, the
 * news the customer agrees to, a request to change their name, their password, the devices
 * they are signed in on and their recent security activity. The details are the customer's, not an account's: they hold for every
 * account.
 */
export function DetailsScreen() {
  const { customer } = useSession();
  useEffect(() => {
    void Promise.all(
      [
        ContactSection,
        LettersSection,
        PreferencesSection,
        NameSection,
        PasswordSection,
        SessionsSection,
        DataExportSection,
        ApiTokensPart,
      ].map((part) => part.preload()),
    );
  }, []);
  if (!customer) return null;
  return (
    <div className={panels.screen}>
      <ContactSection customer={customer} />
      <LettersSection customer={customer} />
      <PreferencesSection customer={customer} />
      <NameSection customer={customer} />
      <PasswordSection />
      <SessionsSection />
      <DataExportSection />
      <ApiTokensPart />
    </div>
  );
}
