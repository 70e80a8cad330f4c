export * from './local-storage';
export * from './session-storage';
