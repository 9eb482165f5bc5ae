export { QuoteStep } from './quote-step/quote-step';
export { JourneyStep } from './journey/journey-step';
export { PersonalDetailsStep } from './personal-details/personal-details-step';
export { PaymentDetailsStep } from './payment-details/payment-details-step';
export { SignUpCompleteStep } from './sign-up-complete/sign-up-complete-step';
export { SelectTariffStep } from './select-tariff/select-tariff-step';
