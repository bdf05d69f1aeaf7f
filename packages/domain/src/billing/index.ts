export * from './company.ts';
export * from './vat.ts';
