export * from './auth/roles.ts';
export * from './auth/password.ts';
export * from './auth/permissions.ts';
export * from './auth/schemas.ts';
export * from './shared/language.ts';
export * from './shared/messages.ts';
export * from './navigation/navigation.ts';
export * from './users/user.ts';
