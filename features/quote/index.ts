export { JourneyStep } from './journey/journey-step';
export { PersonalDetailsStep } from './personal-details/personal-details-step';
