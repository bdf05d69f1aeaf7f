export * from './pricing.ts';
export * from './money.ts';
export * from './places.ts';
export * from './intervals.ts';
export * from './fixed-prices.ts';
export * from './price-engine.ts';
export * from './schemas.ts';
