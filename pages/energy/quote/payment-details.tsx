import { withSiteChrome } from '@/features/app-shell/server';
import { JourneyStep } from '@/features/quote';
import { PaymentDetailsStep } from '@/features/quote/payment-details/payment-details-step';

export const getStaticProps = withSiteChrome();

export default function PaymentDetailsPage() {
  return (
    <JourneyStep step="payment-details">
      <PaymentDetailsStep />
    </JourneyStep>
  );
}

PaymentDetailsPage.layout = 'quoteAndSwitch' as const;
