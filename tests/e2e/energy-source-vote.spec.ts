import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';

test('a vote is counted once, then the results show as percentages', async ({ page }) => {
  await page.goto('/energy-source-vote');
  const question = page.getByRole('group', {
    name: 'Which kind of generator should we sign our next long-term deal with?',
  });
  await expect(question.getByRole('radio')).toHaveCount(3);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Cast my vote' }).click();
  await expect(question).toContainText('Choose an option to vote');

  await question.getByRole('radio', { name: 'Solar farms' }).check();
  await page.getByRole('button', { name: 'Cast my vote' }).click();
  await expect(
    page.getByText('Thank you for voting for Solar farms. Here are the results so far.'),
  ).toBeFocused();
  const results = page.getByRole('list', { name: 'Results so far' }).getByRole('listitem');
  await expect(results).toHaveCount(3);
  await expect(results.filter({ hasText: 'Solar farms (your vote)' })).toContainText(/\d{1,3}%/);
  await expect(page.getByText(/^\d[\d,]* votes? so far$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // One vote per browser: coming back shows the results, not the form.
  await page.reload();
  await expect(
    page.getByText('You voted for Solar farms. Here are the results so far.'),
  ).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
});
