import { type Language, halereToCzk } from '@vozka/domain';
import { formatCzk } from '../../lib/format';

/** Report money travels in haléře (docs/api/billing.md): shown as Kč like every other price. */
export function formatHalere(halere: number, language: Language): string {
  return formatCzk(halereToCzk(halere), language);
}
