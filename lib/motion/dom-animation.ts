// The animation features `m` components need, in a chunk of their own: only
// load-motion-features.ts imports this module, and only dynamically.
export { domAnimation as default } from 'framer-motion';
