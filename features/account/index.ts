export { AccountHome } from './account-home';
