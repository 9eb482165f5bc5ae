import { aboutContent } from '@/tests/utils/editor-content';
import { placeSaveProblems } from './save-problems';

describe('placeSaveProblems', () => {
  it('places a field’s problem on the blok that holds it', () => {
    const content = aboutContent();
    const hero = (content.body as { _uid: string }[])[0]!;

    expect(
      placeSaveProblems(content, [
        { path: 'content.body.0.headline', message: 'A hero needs a headline' },
      ]),
    ).toEqual([
      { uid: hero._uid, component: 'hero', field: 'headline', message: 'A hero needs a headline' },
    ]);
  });

  it('keeps the path inside the blok for a nested field, and the root for page fields', () => {
    const content = aboutContent();
    const [problem, pageProblem] = placeSaveProblems(content, [
      { path: 'content.body.1.body.0.text.content', message: 'Bad text' },
      { path: 'content.seo_title', message: 'Too long' },
    ]);
    const section = (content.body as { body: { _uid: string }[] }[])[1]!;

    expect(problem).toMatchObject({ uid: section.body[0]!._uid, field: 'text.content' });
    expect(pageProblem).toMatchObject({ uid: content._uid, component: 'page', field: 'seo_title' });
  });

  it('leaves a problem outside the content unplaced', () => {
    expect(placeSaveProblems(aboutContent(), [{ path: 'name', message: 'Enter a name' }])).toEqual([
      { uid: null, component: null, field: 'name', message: 'Enter a name' },
    ]);
  });
});
