import { GatewayError, NETWORK_ERROR_MESSAGE } from '@/lib/gateway/gateway-error';
import { endsSession, unreachable } from './renewal-failure';
import { SessionEndedError } from './session-snapshot';

describe('a failed renewal', () => {
  it("ends the session only on the gateway's 401, or the app's word that it has none", () => {
    expect(endsSession(new GatewayError('Your session has ended.', 401))).toBe(true);
    expect(endsSession(new SessionEndedError())).toBe(true);
  });

  it('leaves it when the gateway could not be asked: no signal, a timeout, a 5xx', () => {
    expect(endsSession(new GatewayError(NETWORK_ERROR_MESSAGE, 500))).toBe(false);
    expect(endsSession(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(false);
    expect(endsSession(new GatewayError('Bad gateway', 502))).toBe(false);
    expect(endsSession(new TypeError('Failed to fetch dynamically imported module'))).toBe(false);
  });

  it("fails calls meanwhile as the gateway client's network failure, which readings keep for later", () => {
    const cause = new GatewayError('Bad gateway', 503);
    const failure = unreachable(cause);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ message: NETWORK_ERROR_MESSAGE, cause });
  });
});
