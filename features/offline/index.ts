export { registerServiceWorker } from './register-service-worker';
