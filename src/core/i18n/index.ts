export * from './catalog';
export * from './format';
export { coreMessages } from './core-messages';
