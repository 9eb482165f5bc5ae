/** The SWR keys of the editor's data, so a change refetches what it touched. */
export const editorKeys = {
  stories: () => ['editor', 'stories'] as const,
  history: (id: number) => ['editor', 'stories', id, 'history'] as const,
  linksTo: (id: number) => ['editor', 'stories', id, 'links'] as const,
};
