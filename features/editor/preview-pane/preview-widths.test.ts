import { previewScale } from './preview-widths';

describe('previewScale', () => {
  it('shrinks a desktop page to fit the pane and never enlarges a phone one', () => {
    expect(previewScale(660, 1320)).toBe(0.5);
    expect(previewScale(800, 375)).toBe(1);
  });

  it('shows the page at full size before the pane has been measured', () => {
    expect(previewScale(0, 1320)).toBe(1);
  });
});
