export * from './operating.ts';
export * from './eta.ts';
export * from './pins.ts';
export * from './events.ts';
export * from './contracts.ts';
