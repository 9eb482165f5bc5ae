import { createAfterAnswer } from './after-answer';

describe('createAfterAnswer', () => {
  it('starts work only when told to, and settles once it and the work it left are done', async () => {
    const held: (() => void)[] = [];
    const afterAnswer = createAfterAnswer((start) => held.push(start));
    const done: string[] = [];
    afterAnswer.run('First', async () => {
      done.push('first');
      afterAnswer.run('Second', async () => {
        done.push('second');
      });
    });
    await Promise.resolve();
    expect(done).toEqual([]);
    held.shift()?.();
    const settled = afterAnswer.settled();
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toEqual(['first']);
    held.shift()?.();
    await settled;
    expect(done).toEqual(['first', 'second']);
  });

  it('by default starts work on the next turn of the event loop, not in this one', async () => {
    const afterAnswer = createAfterAnswer();
    let ran = false;
    afterAnswer.run('Work', async () => {
      ran = true;
    });
    await Promise.resolve();
    expect(ran).toBe(false);
    await afterAnswer.settled();
    expect(ran).toBe(true);
  });

  it('logs a failure, which neither throws nor keeps it from settling', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const afterAnswer = createAfterAnswer();
    const failure = new Error('database gone');
    afterAnswer.run('A password reset request', () => Promise.reject(failure));
    await afterAnswer.settled();
    expect(errors).toHaveBeenCalledWith(
      'A password reset request failed after its answer:',
      failure,
    );
    errors.mockRestore();
  });
});
