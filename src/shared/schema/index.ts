// The schemas shared by the content server and the admin forms; see each module.
export * from './message';
export * from './fields';
export * from './resident';
export * from './staff';
export * from './journal';
