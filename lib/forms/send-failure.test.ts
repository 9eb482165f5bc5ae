import { GatewayError } from '../gateway/gateway-error';
import { describeSendFailure, failureMessage, gatewayFieldErrors } from './send-failure';

describe('gatewayFieldErrors', () => {
  it('maps the body fields the form has, and leaves out the rest', () => {
    const error = new GatewayError('Please check these details', 400, {
      fields: [
        { path: 'body.email', message: 'Enter a valid email address' },
        { path: 'body.clientId', message: 'must be the random id' },
        { path: 'params.pollId', message: 'must be lower-case' },
      ],
    });
    expect(gatewayFieldErrors(error, ['email', 'name'])).toEqual([
      { name: 'email', message: 'Enter a valid email address' },
    ]);
  });

  it('gives none for a failure that is not the gateway’s answer', () => {
    expect(gatewayFieldErrors(new Error('boom'), ['email'])).toEqual([]);
  });
});

describe('failureMessage', () => {
  it('passes on the gateway’s message and hides anything else', () => {
    expect(failureMessage(new GatewayError('Too many attempts', 429))).toBe('Too many attempts');
    expect(failureMessage(new TypeError('x is undefined'))).toBe(
      'Something went wrong on our side. Please try again in a few minutes.',
    );
  });
});

describe('describeSendFailure', () => {
  const invalidEmail = new GatewayError('Please check these details', 422, {
    fields: [{ path: 'body.email', message: 'Enter a valid email address' }],
  });

  it('puts field messages on their fields and none on the form', () => {
    expect(describeSendFailure(invalidEmail, ['email'])).toEqual({
      message: null,
      fields: [{ name: 'email', message: 'Enter a valid email address' }],
    });
  });

  it('gives the form the message when no field of the form is named', () => {
    expect(describeSendFailure(invalidEmail, ['name'])).toEqual({
      message: 'Please check these details',
      fields: [],
    });
  });
});
