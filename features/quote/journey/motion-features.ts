import { domAnimation } from 'framer-motion';

// Loaded by LazyMotion after the step has rendered, so framer-motion's animation code never
// delays the first paint of a journey page.
export default domAnimation;
