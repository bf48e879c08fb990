export * from './auth';
export * from './i18n';
export * from './logs';
export * from './media';
export * from './structure';
