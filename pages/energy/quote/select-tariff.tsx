import { withSiteChrome } from '@/features/app-shell/server';
import { JourneyStep } from '@/features/quote';
import { SelectTariffStep } from '@/features/quote/select-tariff/select-tariff-step';

export const getStaticProps = withSiteChrome();

export default function SelectTariffPage() {
  return (
    <JourneyStep step="select-tariff">
      <SelectTariffStep />
    </JourneyStep>
  );
}

SelectTariffPage.layout = 'quoteAndSwitch' as const;
