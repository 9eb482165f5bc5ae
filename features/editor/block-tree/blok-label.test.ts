import { describe, expect, it } from 'vitest';
import { aboutContent, aboutUids, editorCatalogue } from '@/tests/utils/editor-content';
import { findBlok } from '../story-edits/blok-tree';
import { blokLabel, blokSummary, fieldName } from './blok-label';

const blok = (uid: string) => {
  const found = findBlok(aboutContent(), uid)?.blok;
  if (!found) throw new Error(`The about page has no blok ${uid}`);
  return found;
};

describe('blokSummary', () => {
  it('is the first text field', () => {
    expect(blokSummary(blok(aboutUids.hero))).toBe('About So Energy: ten years of greener energy');
    expect(blokSummary(blok(aboutUids.beliefs))).toBe('What we believe');
  });

  it('reads rich text, cut to one line', () => {
    expect(blokSummary(blok(aboutUids.beliefsText))).toBe(
      'We think people deserve an energy company that treats them…',
    );
  });

  it('is empty for a blok with no text', () => {
    expect(blokSummary({ _uid: 'a', component: 'image', variant: '' })).toBe('');
  });
});

describe('blokLabel', () => {
  it('names the component and quotes its summary', () => {
    expect(blokLabel(blok(aboutUids.beliefs), editorCatalogue)).toBe('Section “What we believe”');
    expect(blokLabel({ _uid: 'a', component: 'mystery' }, editorCatalogue)).toBe('mystery');
  });
});

describe('fieldName', () => {
  it.each([
    ['body', 'Body'],
    ['opening_hours', 'Opening hours'],
  ])('%s reads as %s', (field, name) => {
    expect(fieldName(field)).toBe(name);
  });
});
