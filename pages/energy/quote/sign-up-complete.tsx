import { withSiteChrome } from '@/features/app-shell/server';
import { JourneyStep } from '@/features/quote';
import { SignUpCompleteStep } from '@/features/quote/sign-up-complete/sign-up-complete-step';

export const getStaticProps = withSiteChrome();

export default function SignUpCompletePage() {
  return (
    <JourneyStep step="sign-up-complete">
      <SignUpCompleteStep />
    </JourneyStep>
  );
}

SignUpCompletePage.layout = 'quoteAndSwitch' as const;
