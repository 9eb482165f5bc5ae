export { JourneyStep } from './journey/journey-step';
export { signupAttribution } from './journey/signup-attribution';
