/**
 * The transport contract's settings, all in this one file (spec §9 "Contract view"; docs/api/rides.md
 * "Contract data"). Change the intermediary here when the operating company's details change.
 */
export interface ContractConfig {
  /**
   * The spec's old contract view: the price always "0 Kč" and the payment method always invoice. Off by
   * default (the agreed client price, or "according to the price list", and the ride's real payment
   * type); `CONTRACT_FIXED_DISPLAY=1` turns it on.
   */
  fixedDisplay: boolean;
  /** The company that arranges the ride between customer and carrier: fixed text on every contract. */
  intermediary: {
    name: string;
    address: string;
    companyId: string;
    vatId: string;
    phone: string;
    email: string;
  };
}

export const INTERMEDIARY: ContractConfig['intermediary'] = {
  name: 'Vozka Dispečink s.r.o.',
  address: 'Na Poříčí 1041/12, 110 00 Praha 1',
  companyId: '27458211',
  vatId: 'CZ27458211',
  phone: '+420 222 111 000',
  email: 'dispecink@vozka.cz',
};

/** The settings from the environment, read once per app start; a bad value stops the start like config.ts does. */
export function contractConfig(env: NodeJS.ProcessEnv = process.env): ContractConfig {
  const flag = (env.CONTRACT_FIXED_DISPLAY ?? '').trim().toLowerCase();
  if (!['', '0', '1', 'false', 'true'].includes(flag)) {
    throw new Error(`Invalid configuration:\n  CONTRACT_FIXED_DISPLAY: expected 0 or 1, got "${env.CONTRACT_FIXED_DISPLAY}"`);
  }
  return { fixedDisplay: flag === '1' || flag === 'true', intermediary: INTERMEDIARY };
}
