import { blockSchemas, nestedOnlyBlocks } from '@/blocks/schemas';
import { editorBlocksOf } from '@/features/editor/story-editor/editor-blocks';

const placeable = ['hero', 'section', 'rich_text', 'accordion', 'button_link'];
const blocks = editorBlocksOf({ ...blockSchemas, ...nestedOnlyBlocks }, placeable);

describe('editorBlocksOf', () => {
  it('names every block for editors', () => {
    expect(blocks.catalogue.hero?.displayName).toBe('Hero');
    expect(blocks.catalogue.rich_text?.displayName).toBe('Rich text');
    expect(blocks.catalogue.faq?.displayName).toBe('FAQ');
  });

  it('lets a field of any blocks take the placeable ones, and a typed list only its own', () => {
    expect(blocks.catalogue.page?.bloksFields.body).toEqual(placeable);
    expect(blocks.catalogue.section?.bloksFields.body).toEqual(placeable);
    expect(blocks.catalogue.accordion?.bloksFields.items).toEqual(['accordion_item']);
    expect(blocks.catalogue.rich_text?.bloksFields).toEqual({});
  });

  it('makes a new blok with its fields’ defaults', () => {
    expect(blocks.newBlok('hero')).toEqual({ _uid: '', component: 'hero', variant: 'default' });
    expect(blocks.newBlok('hero')).not.toBe(blocks.newBlok('hero'));
  });

  it('gives every block a schema for its form', () => {
    for (const name of Object.keys(blocks.catalogue)) expect(blocks.schemas[name]).toBeDefined();
  });
});
