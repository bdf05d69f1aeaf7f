export * from './users.ts';
export * from './auth.ts';
export * from './vehicles.ts';
export * from './files.ts';
export * from './rides.ts';
export * from './payments.ts';
