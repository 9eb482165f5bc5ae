import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GatewayError } from '@/lib/gateway/gateway-error';
import type { SubmittedReadings } from '@/lib/gateway/contract/readings';
import { getReadings, submitReadings } from '@/lib/gateway/readings';
import { makeAccountSummary } from '@/tests/utils/account';
import { makeRouter } from '@/tests/utils/make-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { makeEconomy7Meter, makeReading, makeReadingHistory } from '@/tests/utils/readings';
import {
  readToEnd,
  spokenDuring,
  startScreenReader,
  stopScreenReader,
} from '@/tests/utils/screen-reader';
import { ReadingsScreen } from './readings-screen';

vi.mock('next/router', () => ({ useRouter: () => makeRouter({ pathname: '/accounts/readings' }) }));
vi.mock('@/lib/gateway/readings', () => ({ getReadings: vi.fn(), submitReadings: vi.fn() }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  vi.mocked(getReadings).mockReset().mockResolvedValue(makeReadingHistory());
  vi.mocked(submitReadings).mockReset();
});
afterEach(async () => {
  await stopScreenReader();
  vi.useRealTimers();
});

/** The screen shown and the reader started at its top. */
async function hearScreen() {
  await renderAccountScreen(<ReadingsScreen account={makeAccountSummary()} />);
  await screen.findByRole('button', { name: 'Send reading' });
  await startScreenReader();
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const sendButton = () => screen.getByRole('button', { name: 'Send reading' });
const refusal = (path: string, message: string) =>
  new GatewayError(message, 422, { fields: [{ path, message }] });
// What the floating label's one-space placeholder adds to every text field's phrase.
const PLACEHOLDER = 'placeholder  ';

describe('Meter Readings, read by a screen reader', () => {
  it("reads the reading form's day and night fields with their unit and last reading, and nothing empty", async () => {
    vi.mocked(getReadings).mockResolvedValue(makeReadingHistory([makeEconomy7Meter()]));
    await hearScreen();
    const spoken = await readToEnd();
    const form = spoken.indexOf('form, Send a reading for meter E10Z654321');
    const formEnd = spoken.indexOf('end of form, Send a reading for meter E10Z654321');
    expect(spoken.slice(form, formEnd + 1)).toEqual([
      'form, Send a reading for meter E10Z654321',
      `textbox, Day reading (kWh), Last actual reading 22,800 on 1 October 2026, ${PLACEHOLDER}`,
      'Day reading (kWh)',
      'paragraph',
      'Last actual reading 22,800 on 1 October 2026',
      'end of paragraph',
      `textbox, Night reading (kWh), Last actual reading 9,500 on 1 October 2026, ${PLACEHOLDER}`,
      'Night reading (kWh)',
      'paragraph',
      'Last actual reading 9,500 on 1 October 2026',
      'end of paragraph',
      'Date of reading, 2026-11-24',
      'Date of reading',
      'button, Send reading',
      'end of form, Send a reading for meter E10Z654321',
    ]);
  });

  it('Send reading with the fields empty takes focus to the Day reading field, read with its error', async () => {
    const user = userEvent.setup();
    vi.mocked(getReadings).mockResolvedValue(makeReadingHistory([makeEconomy7Meter()]));
    await hearScreen();
    const spoken = await spokenDuring(() => user.click(sendButton()));
    expect(spoken.at(-1)).toBe(
      'textbox, Day reading (kWh), Last actual reading 22,800 on 1 October 2026 Enter the reading, invalid, ' +
        PLACEHOLDER,
    );
    expect(field('Day reading (kWh)')).toHaveFocus();
  });

  it('Send reading says that the reading is on its way, then that it is saved', async () => {
    const user = userEvent.setup();
    let answer!: (saved: SubmittedReadings) => void;
    vi.mocked(submitReadings).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await hearScreen();
    await user.type(field('Reading (kWh)'), '22150');
    // Enter in the field, as many send a form: the button's spinner is never heard.
    const sending = await spokenDuring(() => user.keyboard('{Enter}'));
    expect(sending).toEqual(['polite: Sending your reading…']);

    const saved = await spokenDuring(() =>
      answer({
        readings: [makeReading({ id: 9, readOn: '2026-11-24', value: 22_150 })],
        replacedEstimates: [],
      }),
    );
    expect(saved).toEqual([
      'polite: Thank you: we have your reading of 22,150 kWh for 24 November 2026.',
    ]);
  });

  it("Send reading with a lower reading takes focus to the question why, read with the gateway's reason", async () => {
    const user = userEvent.setup();
    vi.mocked(submitReadings).mockRejectedValue(
      refusal(
        'body.readings.0.lowerReadingReason',
        'This reading is lower than your last actual reading, 21,977 on 1 November 2026.',
      ),
    );
    await hearScreen();
    await user.type(field('Reading (kWh)'), '150');
    const spoken = await spokenDuring(() => user.keyboard('{Enter}'));
    expect(spoken).toEqual([
      'group, Why is this reading lower?, This reading is lower than your last actual reading, 21,977 on 1 November 2026.',
    ]);
    expect(screen.getByRole('group', { name: 'Why is this reading lower?' })).toHaveFocus();
  });

  it('Send reading far above the usual use takes focus to the checkbox that confirms it, with the reason', async () => {
    const user = userEvent.setup();
    vi.mocked(submitReadings).mockRejectedValue(
      refusal(
        'body.readings.0.highUseConfirmed',
        'This reading means about 40 kWh a day since 1 November 2026.',
      ),
    );
    await hearScreen();
    await user.type(field('Reading (kWh)'), '23000');
    const spoken = await spokenDuring(() => user.keyboard('{Enter}'));
    expect(spoken).toEqual([
      'checkbox, I have checked the meter: this reading is right, This reading means about 40 kWh a day since 1 November 2026., not checked, invalid',
    ]);
  });

  it('Send reading that cannot reach us announces why once, and takes focus to the message', async () => {
    const user = userEvent.setup();
    vi.mocked(submitReadings).mockRejectedValue(
      new GatewayError('You appear to be offline. Check your connection and try again.', 0),
    );
    await hearScreen();
    await user.type(field('Reading (kWh)'), '22150');
    const spoken = await spokenDuring(() => user.keyboard('{Enter}'));
    expect(spoken).toEqual([
      'assertive: You appear to be offline. Check your connection and try again.',
      'alert',
    ]);
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
