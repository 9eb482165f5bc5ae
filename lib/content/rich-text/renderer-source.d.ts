// The renderer's own source: its build wraps the same code in Babel's object-spread helpers,
// about 0.6 KiB gzipped more on every CMS page for syntax every supported browser has.
declare module 'storyblok-rich-text-react-renderer/src/index.js' {
  export * from 'storyblok-rich-text-react-renderer';
}
