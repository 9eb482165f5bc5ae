import { screen } from '@testing-library/react';
import register from '@/content/stories/priority-services-register.json';
import { renderBlok } from '@/tests/utils/render-blok';
import { expectRelayUkAndBslContact } from './accessible-contact';

describe.each(['draft', 'published'] as const)(
  'the Priority Services Register page (%s)',
  (version) => {
    beforeEach(() => {
      renderBlok(register[version].content);
    });

    it('starts its sign-up form on the Priority Services Register topic', async () => {
      expect(await screen.findByRole('combobox', { name: 'Topic' })).toHaveValue(
        'priority-services',
      );
      expect(screen.getByRole('button', { name: 'Ask to join' })).toBeInTheDocument();
    });

    it('gives the Relay UK number and a British Sign Language relay service', () => {
      expectRelayUkAndBslContact();
    });
  },
);
