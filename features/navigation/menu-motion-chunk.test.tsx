import { act, fireEvent, render, screen } from '@testing-library/react';
import { productFilesMatching } from '@/tests/utils/importers';
import { makeRouter } from '@/tests/utils/make-router';
import { makeNavigation } from '@/tests/utils/navigation';
import { DesktopDropdown } from './desktop-dropdown';
import { MobileMenu } from './mobile-menu';

vi.mock('next/router', () => ({ useRouter: () => makeRouter({ pathname: '/', asPath: '/' }) }));

const requested = vi.hoisted(() => ({ mobile: 0, dropdown: 0, arrived: 0 }));
let arrive: () => void = () => {};
const arrival = () => new Promise<void>((resolve) => (arrive = resolve));
/** Lets the requested chunk arrive, and its import settle. */
async function letChunkArrive() {
  const arrived = requested.arrived;
  arrive();
  await vi.waitFor(() => expect(requested.arrived).toBe(arrived + 1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

vi.mock('./mobile-panel-motion', async (original) => {
  requested.mobile += 1;
  await arrival();
  const chunk = await original();
  requested.arrived += 1;
  return chunk;
});
vi.mock('./dropdown-panel-motion', async (original) => {
  requested.dropdown += 1;
  await arrival();
  const chunk = await original();
  requested.arrived += 1;
  return chunk;
});

const items = makeNavigation().header;
const group = items.find((item) => item.navLinks);
if (!group) throw new Error('the navigation fixture has a group');

describe("the menus' motion", () => {
  it('is imported by nothing statically: only when a visitor reaches for a menu', () => {
    expect(productFilesMatching("from '.*(mobile|dropdown)-panel-motion'")).toEqual([]);
  });

  it('loads the mobile panel when a pointer or focus reaches Menu; until then it opens at once, in place', async () => {
    render(<MobileMenu items={items} signedIn={false} onSignOut={() => {}} />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(requested.mobile).toBe(0);

    act(() => menuButton.focus());
    await vi.waitFor(() => expect(requested.mobile).toBe(1));
    fireEvent.click(menuButton);
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    expect(panel).not.toHaveAttribute('style');
    expect(panel).toContainElement(document.activeElement as HTMLElement);

    // The chunk arriving while the menu is open leaves the open panel (and its focus) alone.
    await letChunkArrive();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(panel);
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('loads the dropdown panel when a pointer reaches a trigger; until then it opens at once', async () => {
    render(
      <ul>
        <DesktopDropdown item={group} />
      </ul>,
    );
    const trigger = screen.getByRole('button', { name: group.name });
    expect(requested.dropdown).toBe(0);

    fireEvent.pointerEnter(trigger, { pointerType: 'touch' });
    await vi.waitFor(() => expect(requested.dropdown).toBe(1));
    fireEvent.click(trigger);
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(panel).not.toHaveAttribute('style');
    await letChunkArrive();
    expect(document.getElementById(panel?.id ?? '')).toBe(panel);
  });
});
