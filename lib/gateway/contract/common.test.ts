import { idParam } from './common';
import { meterPointRef } from './meter-points';

describe('ids in URL paths', () => {
  it.each(['1', '42', '999999999'])('takes %s', (id) => {
    expect(idParam.parse(id)).toBe(Number(id));
  });

  it.each(['0', '-1', '1.5', '1e3', '0x1', '1000000000', '9007199254740993'])(
    'refuses %s, which names no row the databases could hold',
    (id) => {
      expect(idParam.safeParse(id).success).toBe(false);
    },
  );

  it('names a meter point by an id of the same digits, or by a 13-digit MPAN', () => {
    expect(meterPointRef.safeParse('123456789').success).toBe(true);
    expect(meterPointRef.safeParse('1234567890').success).toBe(false);
    expect(meterPointRef.safeParse('1212345678902').success).toBe(true);
  });
});
