export * from './company.ts';
export * from './vat.ts';
export * from './reports.ts';
export * from './invoices.ts';
