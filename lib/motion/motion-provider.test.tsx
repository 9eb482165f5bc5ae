import { act, render, screen } from '@testing-library/react';
import type * as FramerMotion from 'framer-motion';
import { vi } from 'vitest';
import { productFilesMatching } from '@/tests/utils/importers';
import { MotionProvider } from './motion-provider';
import { useAnimates } from './use-animates';

const loaded = vi.hoisted(() => ({ features: false }));

vi.mock('./dom-animation', async () => {
  loaded.features = true;
  const { domAnimation } = await vi.importActual<typeof FramerMotion>('framer-motion');
  return { default: domAnimation };
});

function Probe() {
  return <p>{useAnimates() ? 'animates' : 'still'}</p>;
}

describe('MotionProvider', () => {
  it('loads the animation features only once the page is idle after it became interactive', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(
      <MotionProvider>
        <Probe />
      </MotionProvider>,
    );
    expect(loaded.features).toBe(false);
    expect(screen.getByText('still')).toBeInTheDocument();

    await act(async () => idle.forEach((callback) => callback()));
    expect(await screen.findByText('animates')).toBeInTheDocument();
    expect(loaded.features).toBe(true);
  });

  it('is the only way in for the features: no module imports them statically', () => {
    const importers = productFilesMatching('domAnimation|domMax|framer-motion/dist');
    expect(importers).toEqual(['lib/motion/dom-animation.ts']);
  });
});
