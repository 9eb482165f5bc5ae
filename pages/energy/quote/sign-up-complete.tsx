import { withSiteChrome } from '@/features/app-shell/server';
import { JourneyStep, SignUpCompleteStep } from '@/features/quote';

export const getStaticProps = withSiteChrome();

export default function SignUpCompletePage() {
  return (
    <JourneyStep step="sign-up-complete">
      <SignUpCompleteStep />
    </JourneyStep>
  );
}

SignUpCompletePage.layout = 'quoteAndSwitch' as const;
