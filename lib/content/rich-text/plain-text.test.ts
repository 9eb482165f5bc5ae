import { doc, heading, link, paragraph, text } from '@/tests/utils/make-rich-text';
import { plainText } from './plain-text';

it('keeps the words of marked text and puts each block on its own line', () => {
  const answer = doc(
    heading(3, 'Before you move'),
    paragraph(text('Tell us '), text('two days', { type: 'bold' }), text(' before.')),
    {
      type: 'bullet_list',
      content: [
        { type: 'list_item', content: [paragraph(text('Take readings'))] },
        { type: 'list_item', content: [paragraph(text('Call us'), { type: 'hard_break' })] },
      ],
    },
    paragraph(text('See '), text('moving home', link('/moving-home')), text('.')),
  );

  expect(plainText({ type: 'doc', content: answer.content })).toBe(
    'Before you move\nTell us two days before.\nTake readings\nCall us\n\nSee moving home.',
  );
});
