import { ACTIVITY_EVENTS, watchActivity } from './activity';

describe('watchActivity', () => {
  it('listens passively to mouse moves and presses, key presses and touch moves', () => {
    const target = new EventTarget();
    const add = vi.spyOn(target, 'addEventListener');
    watchActivity(target, () => {});
    expect(ACTIVITY_EVENTS).toEqual(['mousemove', 'mousedown', 'keydown', 'touchmove']);
    for (const type of ACTIVITY_EVENTS) {
      expect(add).toHaveBeenCalledWith(type, expect.any(Function), { passive: true });
    }
  });

  it('calls back at most once per throttle period', () => {
    let now = 0;
    const onActivity = vi.fn();
    const target = new EventTarget();
    watchActivity(target, onActivity, { throttleMs: 1000, now: () => now });

    target.dispatchEvent(new Event('mousemove'));
    now = 500;
    target.dispatchEvent(new Event('keydown'));
    expect(onActivity).toHaveBeenCalledTimes(1);
    now = 1000;
    target.dispatchEvent(new Event('touchmove'));
    expect(onActivity).toHaveBeenCalledTimes(2);
  });

  it('stops listening when removed', () => {
    const onActivity = vi.fn();
    const target = new EventTarget();
    const stop = watchActivity(target, onActivity);
    stop();
    target.dispatchEvent(new Event('mousedown'));
    expect(onActivity).not.toHaveBeenCalled();
  });
});
