import { withSiteChrome } from '@/features/app-shell/server';
import { JourneyStep, SelectTariffStep } from '@/features/quote';

export const getStaticProps = withSiteChrome();

export default function SelectTariffPage() {
  return (
    <JourneyStep step="select-tariff">
      <SelectTariffStep />
    </JourneyStep>
  );
}

SelectTariffPage.layout = 'quoteAndSwitch' as const;
