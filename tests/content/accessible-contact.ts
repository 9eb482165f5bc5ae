import { screen, within } from '@testing-library/react';
import emergency from '@/content/stories/emergency.json';

function contactDetailsPhone(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(contactDetailsPhone).find(Boolean);
  if (!value || typeof value !== 'object') return undefined;
  const blok = value as Record<string, unknown>;
  if (blok.component === 'contact_details' && typeof blok.phone === 'string') return blok.phone;
  return contactDetailsPhone(Object.values(blok));
}

/** The customer care number the site already gives, on the emergency page. */
export const CUSTOMER_CARE_PHONE = contactDetailsPhone(emergency.published.content);

const paragraphMentioning = (words: string) =>
  screen.getByText(
    (_, element) => element?.tagName === 'P' && Boolean(element.textContent?.includes(words)),
  );

/** The rendered page offers Relay UK with our number, and a BSL video relay service by link. */
export function expectRelayUkAndBslContact() {
  expect(CUSTOMER_CARE_PHONE).toBeDefined();
  expect(paragraphMentioning('Relay UK')).toHaveTextContent(`18001 ${CUSTOMER_CARE_PHONE}`);
  const bsl = within(paragraphMentioning('British Sign Language (BSL)'));
  expect(bsl.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^https?:\/\//));
}
