import type { PaymentType, VehicleColor } from '@vozka/domain';
import cs from './cs/contract.json';
import en from './en/contract.json';
import { textNamespace } from './i18n.ts';

/**
 * Texts of the transport contract (`GET /api/orders/{secretIdent}/overview(.pdf)`) in cs and en (./cs, ./en);
 * `{id}` is the ride's number, `{at}` when the contract was issued.
 */
export type ContractTexts = Omit<typeof cs, 'payment' | 'colors'> & {
  payment: Record<PaymentType, string>;
  colors: Record<VehicleColor, string>;
};

const CONTRACT = textNamespace<ContractTexts>('contract', { cs, en });

export const contractTexts = CONTRACT.texts;

/** A contract text with its `{placeholders}` filled (`subtitle`, `generated`). */
export const contractText = CONTRACT.text;
