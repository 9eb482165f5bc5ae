import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, paragraph, text } from '@/tests/utils/make-rich-text';
import { renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';

const structuredData = (container: HTMLElement) =>
  JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');

it('shows each question, opening its answer when chosen', async () => {
  renderBlok(fixture);

  expect(
    screen.getByRole('heading', { level: 2, name: 'Moving home: your questions' }),
  ).toBeInTheDocument();
  const question = screen.getByText('Can I take my tariff with me?');
  expect(question.closest('details')).not.toHaveAttribute('open');

  await userEvent.click(question);

  expect(question.closest('details')).toHaveAttribute('open');
  expect(screen.getByText(/There is no exit fee for moving/)).toBeVisible();
});

it('describes the questions and answers to search engines as an FAQPage', () => {
  const { container } = renderBlok(fixture);

  expect(structuredData(container)).toEqual({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: [
      {
        '@type': 'Question',
        name: 'How much notice do you need?',
        acceptedAnswer: { '@type': 'Answer', text: 'At least two working days before you move.' },
      },
      {
        '@type': 'Question',
        name: 'Can I take my tariff with me?',
        acceptedAnswer: {
          '@type': 'Answer',
          text: 'Yes, if we supply your new home. There is no exit fee for moving.',
        },
      },
    ],
  });
});

it('cannot end its script early, whatever an answer says', () => {
  const sneaky = '</script><script>alert(1)</script>';
  const { container } = renderBlok({
    ...fixture,
    items: [{ ...fixture.items[0], content: doc(paragraph(text(sneaky))) }],
  });

  expect(container.querySelectorAll('script')).toHaveLength(1);
  expect(container.querySelector('script')?.innerHTML).not.toContain('</script');
  expect(structuredData(container).mainEntity[0].acceptedAnswer.text).toBe(sneaky);
});
