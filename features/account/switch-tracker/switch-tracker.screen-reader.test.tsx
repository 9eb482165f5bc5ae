import { screen } from '@testing-library/react';
import { getSwitchTracker } from '@/lib/gateway/switches';
import { makeSwitchProgress } from '@/tests/utils/make-switch-progress';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { readToEnd, startScreenReader, stopScreenReader } from '@/tests/utils/screen-reader';
import { SwitchTracker } from './switch-tracker';

vi.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/accounts', asPath: '/accounts', isReady: true }),
}));
vi.mock('@/lib/gateway/switches', () => ({ getSwitchTracker: vi.fn(), cancelSwitch: vi.fn() }));

afterEach(() => stopScreenReader());

async function readTracker(now: Parameters<typeof makeSwitchProgress>[0]) {
  vi.mocked(getSwitchTracker).mockResolvedValue({ progress: makeSwitchProgress(now) });
  await renderAccountScreen(<SwitchTracker accountId={1} settingUp />);
  await screen.findByRole('list');
  await startScreenReader();
  return readToEnd();
}

const stage = (
  position: number,
  state: string,
  name: string,
  dates: string,
  about: string,
  current = false,
) => {
  const item = `listitem, level 1,${current ? ' current step,' : ''} position ${position}, set size 6`;
  return [item, state, name, dates, about, `end of ${item}`];
};

describe('The switch tracker, read by a screen reader', () => {
  it('reads each stage with its state, name, dates and what happens, the one now as the current step, then the way to cancel', async () => {
    expect(await readTracker('coolingOff')).toEqual([
      'region, Your switch to So Energy',
      'heading, Your switch to So Energy, level 2',
      'list',
      ...stage(1, 'Done', 'You signed up', '15 March 2026', 'Your contract with us started.'),
      ...stage(
        2,
        'Now',
        'Cooling-off period',
        '15 March 2026 to 29 March 2026',
        'You can cancel your switch at no cost until the end of this period.',
        true,
      ),
      ...stage(
        3,
        'Coming up',
        'We tell your current supplier',
        '30 March 2026',
        'They send you a final bill once your switch is done.',
      ),
      ...stage(
        4,
        'Coming up',
        'Your switch date',
        '7 April 2026',
        'We start supplying your energy.',
      ),
      ...stage(
        5,
        'Coming up',
        'Opening meter readings',
        '4 April 2026 to 10 April 2026',
        'We ask for your readings in the week around your switch date, so you pay only for what you use with us.',
      ),
      ...stage(6, 'Coming up', 'Your first bill', '7 May 2026', 'A month after your switch date.'),
      'end of list',
      'paragraph',
      'Changed your mind? You can cancel your switch at no cost until the end of',
      '29 March 2026',
      '.',
      'end of paragraph',
      'button, Cancel my switch',
      'end of region, Your switch to So Energy',
      'end of document',
    ]);
  });

  it('reads the opening-readings prompt, with its dates and the number to call, before the stages', async () => {
    const spoken = await readTracker('openingReading');
    expect(spoken.slice(0, spoken.indexOf('list'))).toEqual([
      'region, Your switch to So Energy',
      'heading, Your switch to So Energy, level 2',
      'heading, Time to send your opening meter readings, level 3',
      'paragraph',
      'Please read your meters from',
      '4 April 2026 to 10 April 2026',
      'and call us on',
      'link, 0330 111 5050',
      'with the readings. We start your account from them, so you pay only for the energy you use with us.',
      'end of paragraph',
    ]);
    expect(spoken).toContain('listitem, level 1, current step, position 5, set size 6');
    expect(spoken).not.toContain('button, Cancel my switch');
  });
});
