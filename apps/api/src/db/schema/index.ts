export * from './auth';
export * from './content';
export * from './i18n';
export * from './logs';
export * from './media';
export * from './menus';
export * from './structure';
export * from './tables';
