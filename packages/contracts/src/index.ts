export * from './auth';
export * from './errors';
export * from './languages';
export * from './permissions';
export * from './system';
