import type { Language, PaymentType, ReportStatus, ReportType } from '@vozka/domain';

/**
 * The texts of billing reports (issue 15 §2): the PDF and xlsx downloads and the e-mail that sends a report
 * (modules/reports). `en` has the same keys as `cs`.
 */
const cs = {
  title: {
    DRIVER_TYPE: 'Vyúčtování řidiče',
    FLEET_TYPE: 'Vyúčtování flotily',
    CUSTOMER_TYPE: 'Přehled jízd zákazníka',
  } satisfies Record<ReportType, string>,
  number: 'Výkaz č. {id}',
  period: 'Období',
  generatedAt: 'Vytvořeno',
  status: 'Stav',
  vatRate: 'Sazba DPH',
  company: 'Společnost',
  user: { DRIVER_TYPE: 'Řidič', FLEET_TYPE: 'Flotila', CUSTOMER_TYPE: 'Zákazník' } satisfies Record<ReportType, string>,
  statuses: {
    NEW: 'Nový',
    CHECKED: 'Zkontrolovaný',
    SENT: 'Odeslaný',
    PAID: 'Uhrazený',
    DISPUTED: 'Rozporovaný',
  } satisfies Record<ReportStatus, string>,
  rides: 'Jízdy',
  noRides: 'V tomto období nejsou žádné dokončené jízdy.',
  columns: {
    ride: 'Jízda',
    date: 'Datum',
    route: 'Trasa',
    customer: 'Zákazník',
    driver: 'Řidič',
    payment: 'Platba',
    withoutVat: 'Bez DPH',
    withVat: 'S DPH',
    cash: 'Hotovost',
  },
  payments: {
    ONLINE: 'Online',
    CASH_DRIVER: 'Hotově řidiči',
    CARD: 'Kartou',
    INVOICE: 'Fakturou',
  } satisfies Record<PaymentType, string>,
  totalWithoutVat: 'Celkem bez DPH',
  vat: 'DPH',
  totalWithVat: 'Celkem s DPH',
  statement: {
    owedToDriver: 'Náleží řidiči s DPH',
    cashCollected: 'Hotovost u řidiče',
    commission: 'Provize společnosti',
    balanceToDriver: 'K výplatě řidiči',
    balanceToCompany: 'Řidič dluží společnosti',
  },
  disputed: 'Rozporováno: {note}',
  snapshot: 'Výkaz je snímkem jízd v okamžiku vytvoření; pozdější změny jízd se do něj nepromítnou.',
  sheet: 'Výkaz',
  total: 'Celkem',
  mail: {
    greeting: 'Dobrý den, {name},',
    lead: 'v příloze posíláme výkaz č. {id} za období {period}.',
    totalWithVat: 'Celkem s DPH',
    balance: 'Zůstatek',
    footnote: 'Výkaz je v příloze ve formátu PDF. Pokud s ním nesouhlasíte, označte ho v portálu jako rozporovaný.',
  },
};

export type ReportTexts = typeof cs;

const en: ReportTexts = {
  title: {
    DRIVER_TYPE: 'Driver statement',
    FLEET_TYPE: 'Fleet statement',
    CUSTOMER_TYPE: 'Customer rides report',
  },
  number: 'Report no. {id}',
  period: 'Period',
  generatedAt: 'Generated',
  status: 'Status',
  vatRate: 'VAT rate',
  company: 'Company',
  user: { DRIVER_TYPE: 'Driver', FLEET_TYPE: 'Fleet', CUSTOMER_TYPE: 'Customer' },
  statuses: { NEW: 'New', CHECKED: 'Checked', SENT: 'Sent', PAID: 'Paid', DISPUTED: 'Disputed' },
  rides: 'Rides',
  noRides: 'There are no finished rides in this period.',
  columns: {
    ride: 'Ride',
    date: 'Date',
    route: 'Route',
    customer: 'Customer',
    driver: 'Driver',
    payment: 'Payment',
    withoutVat: 'Without VAT',
    withVat: 'With VAT',
    cash: 'Cash',
  },
  payments: { ONLINE: 'Online', CASH_DRIVER: 'Cash to driver', CARD: 'Card', INVOICE: 'Invoice' },
  totalWithoutVat: 'Total without VAT',
  vat: 'VAT',
  totalWithVat: 'Total with VAT',
  statement: {
    owedToDriver: 'Due to the driver with VAT',
    cashCollected: 'Cash held by the driver',
    commission: "Company's commission",
    balanceToDriver: 'To pay the driver',
    balanceToCompany: 'Driver owes the company',
  },
  disputed: 'Disputed: {note}',
  snapshot: 'A report is a snapshot of the rides when it was generated; later changes to rides are not in it.',
  sheet: 'Report',
  total: 'Total',
  mail: {
    greeting: 'Hello {name},',
    lead: 'please find attached report no. {id} for {period}.',
    totalWithVat: 'Total with VAT',
    balance: 'Balance',
    footnote: 'The report is attached as a PDF. If you do not agree with it, mark it as disputed in the portal.',
  },
};

export function reportTexts(lang: Language): ReportTexts {
  return lang === 'en' ? en : cs;
}

/** `{name}` placeholders filled in. */
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}
