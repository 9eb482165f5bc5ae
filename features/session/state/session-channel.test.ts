import { makeSessionGrant } from '@/tests/utils/session';
import { createBroadcastSessionChannel } from './session-channel';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the broadcast session channel', () => {
  it("delivers one tab's new session to another, and ignores anything malformed", async () => {
    const sender = createBroadcastSessionChannel();
    const receiver = createBroadcastSessionChannel();
    const received = vi.fn();
    const stop = receiver?.subscribe(received);

    const grant = makeSessionGrant({ longLived: true });
    sender?.post({ type: 'signed-in', grant });
    const stranger = new BroadcastChannel('so-energy-session');
    stranger.postMessage({ type: 'signed-in', grant: {} });
    await settle();
    stranger.close();

    expect(received).toHaveBeenCalledTimes(1);
    expect(received).toHaveBeenCalledWith({ type: 'signed-in', grant });
    stop?.();
  });
});
