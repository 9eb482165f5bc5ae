import { screen, within, type ByRoleOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderAccountScreen } from './render-account-screen';
import { startScreenReader } from './screen-reader';

/**
 * An account section shown, its data loaded (the button named `loadedWhen` is in it), and the
 * screen reader started at the top: the start of a section's spoken walk. Returns its region.
 */
export async function hearAccountSection(
  section: ReactNode,
  regionName: string,
  loadedWhen: ByRoleOptions['name'],
): Promise<HTMLElement> {
  await renderAccountScreen(section);
  const region = await screen.findByRole('region', { name: regionName });
  await within(region).findByRole('button', { name: loadedWhen });
  await startScreenReader();
  return region;
}
