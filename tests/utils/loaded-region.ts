import { screen, waitFor } from '@testing-library/react';

/**
 * A region once what it shows has loaded: the account-screen frame's placeholder for it, a busy
 * region of the same name, has gone.
 */
export async function findLoadedRegion(name: string | RegExp): Promise<HTMLElement> {
  await waitFor(() =>
    expect(screen.getByRole('region', { name })).not.toHaveAttribute('aria-busy'),
  );
  return screen.getByRole('region', { name });
}
