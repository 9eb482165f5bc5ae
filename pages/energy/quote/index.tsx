import { withSiteChrome } from '@/features/app-shell/server';
import { JourneyStep } from '@/features/quote';
import { QuoteStep } from '@/features/quote/quote-step/quote-step';

export const getStaticProps = withSiteChrome();

export default function QuotePage() {
  return (
    <JourneyStep step="quote">
      <QuoteStep />
    </JourneyStep>
  );
}

QuotePage.layout = 'quoteAndSwitch' as const;
