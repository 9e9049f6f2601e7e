export * from '../../shared/i18n/catalog';
export * from '../../shared/i18n/format';
export { coreMessages } from './core-messages';
