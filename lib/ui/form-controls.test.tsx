import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Fieldset } from './fieldset';
import { FormAlert } from './form-alert';
import { Select } from './select';
import { Textarea } from './textarea';

describe('Select', () => {
  it('is a combobox named by its label, with hint and error tied to it', () => {
    render(
      <Select label="Topic" hint="Pick the closest" error="Choose a topic">
        <option value="">Choose a topic</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Topic' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Pick the closest Choose a topic');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a topic');
  });
});

describe('Textarea', () => {
  function Counted() {
    const [text, setText] = useState('');
    return (
      <Textarea
        label="Message"
        characterLimit={10}
        length={text.length}
        onChange={(event) => setText(event.target.value)}
      />
    );
  }

  it('says how many characters are left, then how many too many', async () => {
    render(<Counted />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAccessibleDescription('You can enter up to 10 characters');
    await userEvent.type(box, 'Hello there');
    expect(screen.getByText('1 character too many', { selector: 'p' })).toBeInTheDocument();
    await userEvent.type(box, '{Backspace}{Backspace}{Backspace}');
    expect(screen.getByText('2 characters left', { selector: 'p' })).toBeInTheDocument();
  });

  it('tells screen readers the count once typing pauses', async () => {
    render(<Counted />);
    await userEvent.type(screen.getByRole('textbox'), 'Hi');
    expect(screen.getByRole('status')).toHaveTextContent('10 characters left');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('8 characters left'));
  });
});

describe('Fieldset', () => {
  it('names the group by its legend and ties the error to it', () => {
    render(
      <Fieldset legend="How was it?" error="Choose from 1 to 5 stars">
        <input type="radio" aria-label="1 star" />
      </Fieldset>,
    );
    expect(screen.getByRole('group', { name: 'How was it?' })).toHaveAccessibleDescription(
      'Choose from 1 to 5 stars',
    );
  });
});

describe('FormAlert', () => {
  it('keeps an empty live region ready, so a message is announced when it appears', () => {
    const { container, rerender } = render(<FormAlert message={null} />);
    expect(container.querySelector('[aria-live="assertive"]')).toBeEmptyDOMElement();
    // Empty, it is no alert: a screen reader would read out "alert" over nothing.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormAlert message="We could not send your message." />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not send your message.');
  });

  it('takes focus when a message appears, since sending left the disabled button unfocused', () => {
    const { container, rerender } = render(<FormAlert message={null} />);
    expect(container.querySelector('[aria-live="assertive"]')).not.toHaveFocus();
    rerender(<FormAlert message="We could not send your message." />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
