import { withSiteChrome } from '@/features/app-shell/server';
import { JourneyStep, PaymentDetailsStep } from '@/features/quote';

export const getStaticProps = withSiteChrome();

export default function PaymentDetailsPage() {
  return (
    <JourneyStep step="payment-details">
      <PaymentDetailsStep />
    </JourneyStep>
  );
}

PaymentDetailsPage.layout = 'quoteAndSwitch' as const;
