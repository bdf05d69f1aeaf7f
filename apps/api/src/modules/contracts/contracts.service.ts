import {
  companyAddress,
  halereToCzk,
  normalizeLanguage,
  type CompanySettings,
  type Language,
  type PaymentType,
  type TContract as Contract,
} from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import { contractTexts } from '../../locales/contract.ts';
import { AppError } from '../../shared/errors.ts';
import type { ContractConfig } from './contract-config.ts';
import { renderContractPdf } from './contract-pdf.ts';
import { formatCzk } from '../../adapters/pdf/format.ts';
import * as repo from './contracts.repository.ts';
import { readStoredCompany } from '../settings/company.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';

// The e-mails print prices as the contract does.
export { formatCzk };

/** `Street 1, 110 00 Praha 1`; a company address when no street address is kept; null when nothing is. */
export function addressOf(p: {
  street: string | null;
  zipCode: string | null;
  city: string | null;
  companyAddress?: string | null;
}): string | null {
  const place = [p.zipCode, p.city].filter(Boolean).join(' ');
  const address = [p.street, place].filter(Boolean).join(', ');
  return address || p.companyAddress || null;
}

/** The contract data of one ride (docs/api/rides.md "Contract data"). */
export function toContract(row: repo.ContractRideRow, route: string[], config: ContractConfig, lang: Language): Contract {
  const { ride, customer, passenger, driver, vehicle } = row;
  const texts = contractTexts(lang);
  let price: number | null;
  let priceLabel: string;
  let paymentMethod = (ride.paymentType as PaymentType | null) ?? null;
  if (config.fixedDisplay) {
    // The spec's old view (§9): every contract reads 0 Kč, paid by invoice.
    price = 0;
    priceLabel = formatCzk(0, lang);
    paymentMethod = 'INVOICE';
  } else if (ride.clientPrice !== null) {
    price = halereToCzk(ride.clientPrice);
    priceLabel = formatCzk(ride.clientPrice, lang);
  } else {
    price = null;
    priceLabel = texts.byPriceList;
  }
  return {
    customer: customer && {
      name: customer.name,
      dateOfBirth: customer.dateOfBirth,
      address: addressOf(customer),
      companyId: customer.companyId,
      companyName: customer.companyName,
    },
    passenger: passenger && {
      name: passenger.name,
      dateOfBirth: passenger.dateOfBirth,
      phone: passenger.phone,
      email: passenger.email,
    },
    ride: {
      id: ride.id,
      date: ride.date.toISOString(),
      route,
      persons: ride.persons,
      onThePlaceTime: ride.onThePlaceTime?.toISOString() ?? null,
      doneTime: ride.doneTime?.toISOString() ?? null,
      price,
      priceLabel,
      paymentMethod,
    },
    carrier: driver && {
      name: driver.name,
      address: addressOf(driver),
      phone: driver.phone,
      company: driver.companyName,
      companyId: driver.companyId,
    },
    vehicle: vehicle && {
      brand: vehicle.brand,
      model: vehicle.model,
      color: vehicle.color,
      registrationPlate: vehicle.registrationPlate,
    },
    intermediary: { ...config.intermediary },
  };
}

/** The company details as the contract's intermediary; details the company has not given are empty. */
export function intermediaryOf(company: CompanySettings): ContractConfig['intermediary'] {
  return {
    name: company.name,
    address: companyAddress(company),
    companyId: company.companyId,
    vatId: company.taxId ?? '',
    phone: company.phone ?? '',
    email: company.email ?? '',
  };
}

/** The public transport contract of a ride, found by its secret ident (spec §2 my-drive). */
export function createContractsService(deps: { database: Database; clock?: Clock }, config: ContractConfig) {
  const now = nowOf(deps.clock);
  const { db } = deps.database;

  /** The variables' intermediary when set, else the saved company details, else the demo details (decision 0032). */
  async function intermediary(): Promise<ContractConfig['intermediary']> {
    if (config.intermediaryFromEnv) return config.intermediary;
    const company = await readStoredCompany(db);
    return company ? intermediaryOf(company) : config.intermediary;
  }

  async function load(secretIdent: string, lang: Language): Promise<Contract> {
    // Idents are 43 characters (older systems' up to 64, the column's width); longer cannot exist.
    const row = secretIdent.length <= 64 ? await repo.findContractRide(db, secretIdent) : undefined;
    if (!row) throw new AppError(404, 'NO_DRIVE_DATA');
    return toContract(row, await repo.routeAddresses(db, row.ride.id), { ...config, intermediary: await intermediary() }, lang);
  }

  return {
    overview: load,
    /** The contract as an A4 PDF in `lang`. */
    async pdf(secretIdent: string, lang: Language): Promise<{ id: number; bytes: Buffer }> {
      const contract = await load(secretIdent, lang);
      return { id: contract.ride.id, bytes: await renderContractPdf(contract, lang, now()) };
    },
  };
}

/** The language a `lang` query asks for, else `fallback`. */
export function languageOf(query: string | undefined, fallback: Language): Language {
  return normalizeLanguage(query) ?? fallback;
}
