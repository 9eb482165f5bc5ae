import { withSiteChrome } from '@/features/app-shell/server';
import { JourneyStep } from '@/features/quote';
import { PersonalDetailsStep } from '@/features/quote/personal-details/personal-details-step';

export const getStaticProps = withSiteChrome();

export default function PersonalDetailsPage() {
  return (
    <JourneyStep step="personal-details">
      <PersonalDetailsStep />
    </JourneyStep>
  );
}

PersonalDetailsPage.layout = 'quoteAndSwitch' as const;
