export { DesignSystem } from './design-system';
