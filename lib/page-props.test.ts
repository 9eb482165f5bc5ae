import { asPageProps } from './page-props';

describe('asPageProps', () => {
  it('drops undefined fields, which Next refuses in page props, and keeps the rest', () => {
    const props = asPageProps({ title: 'About', image: undefined, items: [{ alt: undefined }] });
    expect(props).toStrictEqual({ title: 'About', items: [{}] });
  });
});
