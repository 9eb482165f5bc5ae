import { signupRequest } from '@/lib/gateway/contract/signups';
import { makeSignupRequest } from '@/tests/utils/make-signup-request';
import type { EntryParams } from './journey-state';
import { signupAttribution } from './signup-attribution';

const cases: [string, EntryParams, ReturnType<typeof signupAttribution>][] = [
  ['no entry link', {}, undefined],
  [
    'every link, as given',
    { referral: 'ALEX-M7Q2', agent: 'CC33-9', partner: 'elmo_7' },
    { referralCode: 'ALEX-M7Q2', agentId: 'CC33-9', partnerId: 'elmo_7' },
  ],
  ['a referral link in lower case', { referral: 'alex-m7q2' }, { referralCode: 'ALEX-M7Q2' }],
  [
    'a referral code with spaces round it',
    { referral: ' sam-p4k8 ' },
    { referralCode: 'SAM-P4K8' },
  ],
  ['an agent alone', { agent: 'agent_0042' }, { agentId: 'agent_0042' }],
  ['a partner alone', { partner: 'ELMO-partner-1' }, { partnerId: 'ELMO-partner-1' }],
  ['a referral code of 2 characters', { referral: 'AB' }, undefined],
  ['a referral code of 33 characters', { referral: 'A'.repeat(33) }, undefined],
  ['a referral code with an underscore', { referral: 'ALEX_M7Q2' }, undefined],
  ['an empty agent', { agent: '' }, undefined],
  ['an agent with a slash', { agent: 'CC33/9' }, undefined],
  ['an agent of 65 characters', { agent: 'a'.repeat(65) }, undefined],
  ['a partner with a dot', { partner: 'elmo.7' }, undefined],
  [
    'a bad referral beside a good agent and partner',
    { referral: 'A!', agent: 'CC33-9', partner: 'elmo-7' },
    { agentId: 'CC33-9', partnerId: 'elmo-7' },
  ],
  [
    'a bad partner beside a good referral',
    { referral: 'JO-W2H6', partner: 'elmo 7' },
    { referralCode: 'JO-W2H6' },
  ],
];

describe('signupAttribution', () => {
  it.each(cases)('%s', (_case, entry, expected) => {
    expect(signupAttribution(entry)).toEqual(expected);
  });

  it.each(cases)('gives a sign-up the contract accepts: %s', (_case, entry) => {
    const request = makeSignupRequest({ attribution: signupAttribution(entry) });
    expect(signupRequest.safeParse(request).success).toBe(true);
  });
});
