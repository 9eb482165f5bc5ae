export { JourneyStep } from './journey/journey-step';
