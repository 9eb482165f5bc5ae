export { OutboxScreen } from './outbox-screen';
export type { OutboxEmail } from './outbox-screen';
