import { REDACTED } from './redact';
import { reportError, setErrorSink } from './report-error';

afterEach(() => setErrorSink(null));

describe('reportError', () => {
  it('writes to the console until a sink is set', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('boom');
    reportError(error, { path: '/x' });
    expect(consoleError).toHaveBeenCalledWith('[reported error]', error, { path: '/x' });
    consoleError.mockRestore();
  });

  it('sends reports to the sink that is set, and back to the console after null', () => {
    const sink = vi.fn();
    setErrorSink(sink);
    reportError('plain failure');
    expect(sink).toHaveBeenCalledWith('plain failure', {});

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setErrorSink(null);
    reportError('again');
    expect(sink).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('never throws, even when the sink does', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setErrorSink(() => {
      throw new Error('vendor down');
    });
    expect(() => reportError(new Error('original'))).not.toThrow();
    expect(consoleError).toHaveBeenCalledWith(
      '[error reporting failed]',
      expect.any(Error),
      expect.any(Error),
    );
    consoleError.mockRestore();
  });

  it('hands the sink a redacted copy of the error and its context', () => {
    const sink = vi.fn();
    setErrorSink(sink);
    const error = new Error('GET /api/v1/login?token=abc failed');
    reportError(error, { path: '/accounts', body: { email: 'a@b.com', password: 'hunter2' } });

    const [reported, context] = sink.mock.calls[0] ?? [];
    expect(reported).toBeInstanceOf(Error);
    expect((reported as Error).message).toBe(`GET /api/v1/login?token=${REDACTED} failed`);
    expect(context).toEqual({ path: '/accounts', body: { email: 'a@b.com', password: REDACTED } });
    expect(error.message).toContain('token=abc');
  });
});
