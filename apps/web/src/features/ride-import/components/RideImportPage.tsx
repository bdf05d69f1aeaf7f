import { Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { IMPORT_MAX_ROWS, dominantRole, type TImportRowError } from '@vozka/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/FormAlert';
import { CustomerPicker } from '../../../components/pickers/CustomerPicker';
import type { PickerValue } from '../../../components/pickers/rules';
import { PageHeader } from '../../../components/ui/PageHeader';
import { DownloadIcon, UploadIcon } from '../../../components/ui/icons';
import { useSignedInUser } from '../../../lib/auth';
import { downloadFile } from '../../../lib/download';
import { useMessageText } from '../../../lib/form';
import { RIDES_PATH } from '../../../lib/rides/paths';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { importRowErrors, importTemplatePath, useImportRides } from '../api/importRides';
import { XLSX_ACCEPT, checkImportFile } from '../import-file';
import { ImportErrors } from './ImportErrors';

/** Spec §8: after "ride was imported" the rides are shown again 1 s later. */
export const RELOAD_AFTER_IMPORT_MS = 1000;

type Outcome = { kind: 'imported' } | { kind: 'refused'; message: string; errors: TImportRowError[] } | null;

/**
 * /manage/import (spec §2 "Ride import", user menu): an ADMIN chooses the client first ("Client was not
 * chosen."), a CUSTOMER imports for itself. The template comes in the UI language; only .xlsx is sent. All
 * or nothing: a refused file lists its bad rows (row, column, reason); imported rides show in the rides list.
 */
export function RideImportPage() {
  const { t } = useTranslation('rideImport');
  const message = useMessageText();
  const navigate = useNavigate();
  const [language] = useLanguage();
  const { roles } = useSignedInUser();
  const forClient = dominantRole(roles) === 'ADMIN';
  const [client, setClient] = useState<PickerValue>(null);
  const [file, setFile] = useState<File | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const importRides = useImportRides();

  useEffect(() => {
    if (outcome?.kind !== 'imported') return;
    const timer = setTimeout(() => void navigate(RIDES_PATH), RELOAD_AFTER_IMPORT_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  const chooseFile = (next: File | null) => {
    setFile(next);
    setOutcome(null);
    importRides.reset();
    const problem = next ? checkImportFile(next) : null;
    setFileError(problem ? (message(problem.code, problem.params) ?? null) : null);
  };

  const chooseClient = (next: PickerValue) => {
    setClient(next);
    setOutcome(null);
    importRides.reset();
    if (next) setClientError(null);
  };

  const downloadTemplate = async () => {
    try {
      await downloadFile(importTemplatePath(language), t('templateName'));
    } catch (error) {
      showErrorToast(t('toasts.templateTitle'), error, t('toasts.templateFailed'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missingClient = forClient && client === null;
    setClientError(missingClient ? (message('CLIENT_NOT_CHOSEN') ?? null) : null);
    const problem = file ? checkImportFile(file) : { code: 'IMPORT_FILE_MISSING' as const, params: {} };
    setFileError(problem ? (message(problem.code, problem.params) ?? null) : null);
    if (missingClient || problem || !file) return;
    setOutcome(null);
    try {
      const answer = await importRides.mutateAsync({ file, customerId: forClient ? (client?.id ?? null) : null });
      showSuccessToast(t('imported', { count: answer.count }), t('title'));
      setOutcome({ kind: 'imported' });
    } catch (error) {
      const errors = importRowErrors(error);
      if (errors && error instanceof Error) setOutcome({ kind: 'refused', message: error.message, errors });
      else showErrorToast(t('title'), error, t('toasts.importFailed'));
    }
  };

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('title')} description={t('description')} />
      <Paper component="form" withBorder radius="md" p="md" aria-label={t('title')} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {forClient && (
            <CustomerPicker
              label={t('client')}
              value={client}
              onChange={chooseClient}
              error={clientError ?? undefined}
              size="large"
              required
            />
          )}
          <Stack gap={6}>
            <Text fz="sm" c="dimmed">
              {t('templateHint')}
            </Text>
            <Group>
              <Button variant="light" leftSection={<DownloadIcon />} onClick={() => void downloadTemplate()}>
                {t('downloadTemplate')}
              </Button>
            </Group>
          </Stack>
          <FileInput
            label={t('file')}
            placeholder={t('filePlaceholder')}
            description={t('fileHint', { max: new Intl.NumberFormat(language === 'cs' ? 'cs-CZ' : 'en-GB').format(IMPORT_MAX_ROWS) })}
            accept={XLSX_ACCEPT}
            value={file}
            onChange={chooseFile}
            error={fileError ?? undefined}
            clearable
            required
          />
          <Group>
            <Button type="submit" leftSection={<UploadIcon />} loading={importRides.isPending}>
              {t('import')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {outcome?.kind === 'refused' && <ImportErrors message={outcome.message} errors={outcome.errors} />}
      {outcome === null && importRides.isError && !importRowErrors(importRides.error) && (
        <ErrorAlert messages={[importRides.error.message]} />
      )}
    </Stack>
  );
}
