import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { PreviewPane } from './preview-pane';

describe('PreviewPane', () => {
  it('shows the page at a desktop’s width, and at a phone’s when asked', async () => {
    render(
      <PreviewPane
        src="/api/editor/preview?id=101"
        title="Preview of About us"
        frameRef={createRef()}
      />,
    );
    const frame = screen.getByTitle('Preview of About us');
    expect(frame).toHaveAttribute('src', '/api/editor/preview?id=101');
    expect(frame.style.width).toBe('1320px');

    await userEvent.click(screen.getByRole('radio', { name: 'Phone, 375 px' }));

    expect(screen.getByTitle('Preview of About us').style.width).toBe('375px');
    expect(screen.getByRole('radio', { name: 'Phone, 375 px' })).toBeChecked();
  });
});
