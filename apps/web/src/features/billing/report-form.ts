import { type ReportType, type TReportCreateInput, ZReportCreateInput } from '@vozka/domain';
import type { PickerValue } from '../../components/pickers';
import { schemaErrors } from '../../lib/form';

/** The create-report form (spec §5): the type, its user (driver, fleet or client) and Prague days from–to. */
export interface ReportFormValues {
  type: ReportType;
  user: PickerValue;
  from: string;
  to: string;
}

export function reportDefaults(type: ReportType): ReportFormValues {
  return { type, user: null, from: '', to: '' };
}

/** The JSON of `POST /api/reports`. */
export function reportToBody(values: ReportFormValues): TReportCreateInput {
  return { type: values.type, userId: values.user?.id ?? null, from: values.from || null, to: values.to || null };
}

/** The API's field names as the form names them. */
export const reportField = (field: string) => (field === 'userId' ? 'user' : field);

/** The domain schema's messages ("No driver selected", "No start or end date selected") by form field. */
export function validateReport(values: ReportFormValues): Record<string, string> {
  const body = reportToBody(values);
  // The schema checks the user after the dates: asked once more with any dates, both messages show at once.
  const errors = {
    ...schemaErrors(ZReportCreateInput, { ...body, from: '2000-01-01', to: '2000-01-01' }),
    ...schemaErrors(ZReportCreateInput, body),
  };
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [reportField(field), code]));
}
