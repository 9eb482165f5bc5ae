import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';

it('opens an answer from its question (keyboard: native <summary>, checked end to end)', async () => {
  renderBlok(fixture);
  const question = screen.getByText('Will my energy be cut off when I switch?');
  const item = question.closest('details');
  expect(item).not.toHaveAttribute('open');

  await userEvent.click(question);

  expect(item).toHaveAttribute('open');
  expect(screen.getByText('No. Only the company that bills you changes.')).toBeVisible();
});

it('needs at least one item', () => {
  renderBlok({ ...fixture, items: [] });
  expect(screen.getByRole('complementary')).toHaveTextContent('items: Add at least one item');
});
