import { withSiteChrome } from '@/features/app-shell/server';
import { JourneyStep, QuoteStep } from '@/features/quote';

export const getStaticProps = withSiteChrome();

export default function QuotePage() {
  return (
    <JourneyStep step="quote">
      <QuoteStep />
    </JourneyStep>
  );
}

QuotePage.layout = 'quoteAndSwitch' as const;
