import { createSecretBox, deriveKey } from './secret-box';

const SECRET = 'x'.repeat(32);

describe('the secret box', () => {
  const box = createSecretBox(deriveKey(SECRET, 'editor factors'));

  it('opens what it sealed, for the record it was sealed for', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'ed@so.energy');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'ed@so.energy')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'ed@so.energy')).not.toBe(sealed);
  });

  it('opens nothing altered, moved to another record or sealed under another key', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'ed@so.energy');
    expect(box.open(sealed, 'eve@so.energy')).toBeNull();
    const [version, nonce, ciphertext, tag] = sealed.split('.');
    const flipped = `${ciphertext!.startsWith('A') ? 'B' : 'A'}${ciphertext!.slice(1)}`;
    expect(box.open([version, nonce, flipped, tag].join('.'), 'ed@so.energy')).toBeNull();
    expect(box.open('v1.bad', 'ed@so.energy')).toBeNull();
    expect(box.open('', 'ed@so.energy')).toBeNull();
    const otherPurpose = createSecretBox(deriveKey(SECRET, 'staff factors'));
    expect(otherPurpose.open(sealed, 'ed@so.energy')).toBeNull();
    const otherSecret = createSecretBox(deriveKey('y'.repeat(32), 'editor factors'));
    expect(otherSecret.open(sealed, 'ed@so.energy')).toBeNull();
  });
});
