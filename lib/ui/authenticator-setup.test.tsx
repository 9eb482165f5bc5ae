import { render, screen } from '@testing-library/react';
import { AuthenticatorSetup, groupedKey } from './authenticator-setup';

describe('AuthenticatorSetup', () => {
  it('shows the steps, the QR code by its description and the key in groups of four', () => {
    render(
      <AuthenticatorSetup
        qrCode="data:image/svg+xml;base64,PHN2Zy8+"
        secret="JBSWY3DPEHPK3PXP"
        qrCodeAlt="QR code of your So Energy staff authenticator account"
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(
      screen.getByRole('img', { name: 'QR code of your So Energy staff authenticator account' }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByLabelText('Setup key, if you cannot scan the code')).toHaveValue(
      'JBSW Y3DP EHPK 3PXP',
    );
  });

  it('groups a key of any length, leaving no space at its end', () => {
    expect(groupedKey('ABCDEFGHI')).toBe('ABCD EFGH I');
    expect(groupedKey('ABCDEFGH')).toBe('ABCD EFGH');
  });
});
