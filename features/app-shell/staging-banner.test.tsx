import { render, screen } from '@testing-library/react';
import { StagingBanner } from './staging-banner';

const banner = () => screen.getByRole('complementary', { name: 'Staging notice' });

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

it('says the site is a staging preview', () => {
  render(<StagingBanner colour="red" />);
  expect(banner()).toHaveTextContent('Staging preview: Some changes may be unfinished.');
});

it.each(['red', 'yellow'] as const)('comes in %s', (colour) => {
  render(<StagingBanner colour={colour} />);
  expect(banner()).toHaveClass(colour);
});

it('takes its colour from NEXT_PUBLIC_STAGING_BANNER_COLOUR', async () => {
  vi.stubEnv('NEXT_PUBLIC_STAGING_BANNER_COLOUR', 'red');
  const { StagingBanner: Configured } = await import('./staging-banner');
  render(<Configured />);
  expect(banner()).toHaveClass('red');
});

it('is yellow when NEXT_PUBLIC_STAGING_BANNER_COLOUR is unset', () => {
  render(<StagingBanner />);
  expect(banner()).toHaveClass('yellow');
});
