import { screen } from '@testing-library/react';
import statement from '@/content/stories/accessibility-statement.json';
import { renderBlok } from '@/tests/utils/render-blok';
import { expectRelayUkAndBslContact } from './accessible-contact';

describe.each(['draft', 'published'] as const)('the accessibility statement (%s)', (version) => {
  beforeEach(() => {
    renderBlok(statement[version].content);
  });

  it('names WCAG 2.2 level AA as the standard it is measured against', () => {
    expect(
      screen.getByText(/Web Content Accessibility Guidelines \(WCAG\) version 2\.2 at level AA/),
    ).toBeInTheDocument();
  });

  it('links to the Priority Services Register sign-up', () => {
    expect(screen.getByRole('link', { name: 'Priority Services Register' })).toHaveAttribute(
      'href',
      '/priority-services-register',
    );
  });

  it('gives the Relay UK number and a British Sign Language relay service', () => {
    expectRelayUkAndBslContact();
  });
});
