import { createContext, useContext } from 'react';
import type { Blok } from '@/lib/content/story';
import type { BlokPlace, ComponentCatalogue } from '../story-edits/blok-tree';

/** What every blok in the tree reads and does, without handing it down each level. */
export interface BlockTreeActions {
  catalogue: ComponentCatalogue;
  selectedUid: string | null;
  select: (uid: string) => void;
  add: (place: BlokPlace, component: string) => void;
  duplicate: (blok: Blok, place: BlokPlace) => void;
  remove: (blok: Blok) => void;
  move: (uid: string, offset: -1 | 1) => void;
}

export const BlockTreeContext = createContext<BlockTreeActions | null>(null);

export function useBlockTree(): BlockTreeActions {
  const actions = useContext(BlockTreeContext);
  if (!actions) throw new Error('A blok of the tree was rendered outside <BlockTree>');
  return actions;
}
