import { blokSummary } from './blok-summary';

describe('blokSummary', () => {
  it.each([
    [{ component: 'hero', headline: 'Greener energy', text: 'More' }, 'Hero: Greener energy'],
    [{ component: 'accordion_item', title: ' Why switch? ' }, 'Accordion item: Why switch?'],
    [{ component: 'button_link', label: 'Get a quote' }, 'Button link: Get a quote'],
    [{ component: 'opening_hours', days: 'Monday to Friday' }, 'Opening hours: Monday to Friday'],
    [{ component: 'section', heading: '' }, 'Section'],
  ])('names %o as %s', (blok, summary) => {
    expect(blokSummary(blok)).toBe(summary);
  });
});
