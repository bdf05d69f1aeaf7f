import { and, eq, isNull, ne } from 'drizzle-orm';
import { COMPANY_LOGO_MAX_BYTES, COMPANY_LOGO_MIME_TYPES, type CompanySettings, type StoredFile } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { FILE_BYTES, insertFile } from '../files/files.repository.ts';
import { toStoredFile, uploadContent } from '../files/files.service.ts';
import { readSetting, readStoredSetting, writeSetting } from './settings.repository.ts';

// Company details (docs/decisions/0032): one `company` setting; the logo is a file of type LOGO without an
// owner (like an offer's photo), named by `logoFileId`. Uploaded logos that no saved setting names are
// dropped when the details are next saved.

/** The company details: the stored ones, or `DEFAULT_COMPANY` until ADMIN saves them. */
export function readCompany(db: Db): Promise<CompanySettings> {
  return readSetting(db, 'company');
}

/** The company details ADMIN saved, or null while none are (the defaults are then only placeholders). */
export function readStoredCompany(db: Db): Promise<CompanySettings | null> {
  return readStoredSetting(db, 'company');
}

/** A company logo file: type LOGO, no owner (uploaded through `storeCompanyLogo`). */
function logoFile(id: number) {
  return and(eq(files.id, id), eq(files.type, 'LOGO'), isNull(files.userId), isNull(files.vehicleId));
}

/** The logo's bytes and type (PNG or JPEG), or null when the company has none. */
export async function companyLogoImage(db: Db, company?: CompanySettings): Promise<{ mimeType: string; data: Buffer } | null> {
  const { logoFileId } = company ?? (await readCompany(db));
  if (logoFileId === null) return null;
  const [row] = await db.select({ mimeType: files.mimeType, data: FILE_BYTES }).from(files).where(logoFile(logoFileId));
  return row ?? null;
}

/** The logo for a PDF (`DocumentSupplier.logo`): its bytes, or null. Pass the details when already read. */
export async function readCompanyLogo(db: Db, company?: CompanySettings): Promise<Buffer | null> {
  return (await companyLogoImage(db, company))?.data ?? null;
}

/** 400 LOGO_TOO_LARGE on the field `file`. */
export function logoTooLarge(): AppError {
  return new AppError(400, 'LOGO_TOO_LARGE', {
    params: { maxMb: COMPANY_LOGO_MAX_BYTES / 1024 / 1024 },
    fields: { file: 'LOGO_TOO_LARGE' },
  });
}

/**
 * The company details with the logo's bytes: the supplier of a business PDF as is
 * (`renderBusinessDocument({ supplier: await readDocumentSupplier(db), … })`).
 */
export async function readDocumentSupplier(db: Db): Promise<CompanySettings & { logo: Buffer | null }> {
  const company = await readCompany(db);
  return { ...company, logo: await readCompanyLogo(db, company) };
}

/**
 * Stores an uploaded PNG or JPEG (by its bytes, at most 1 MiB) as a company logo; it becomes the logo when
 * the details are saved with its id. Anything else is 400 on the field `file` and stores nothing.
 */
export async function storeCompanyLogo(
  db: Db,
  uploaderId: number,
  upload: { fileName: string | undefined; data: Buffer },
): Promise<StoredFile> {
  if (upload.data.length > COMPANY_LOGO_MAX_BYTES) throw logoTooLarge();
  const content = uploadContent(upload.fileName, upload.data, COMPANY_LOGO_MIME_TYPES);
  if (!content) throw new AppError(400, 'LOGO_NOT_IMAGE', { fields: { file: 'LOGO_NOT_IMAGE' } });
  return toStoredFile(await insertFile(db, { type: 'LOGO', ...content, uploadedBy: uploaderId }));
}

/**
 * Saves the details. A `logoFileId` must name an uploaded company logo (else 400 LOGO_NOT_FOUND on it); the
 * logos no longer named (the replaced one, uploads never saved) are deleted in the same transaction.
 */
export async function saveCompany(db: Db, company: CompanySettings, userId: number): Promise<CompanySettings> {
  return db.transaction(async (tx) => {
    const { logoFileId } = company;
    if (logoFileId !== null) {
      const [found] = await tx.select({ id: files.id }).from(files).where(logoFile(logoFileId)).for('update');
      if (!found) throw new AppError(400, 'LOGO_NOT_FOUND', { fields: { logoFileId: 'LOGO_NOT_FOUND' } });
    }
    await writeSetting(tx, 'company', company, userId);
    const unowned = and(eq(files.type, 'LOGO'), isNull(files.userId), isNull(files.vehicleId));
    await tx.delete(files).where(logoFileId === null ? unowned : and(unowned, ne(files.id, logoFileId)));
    return readCompany(tx);
  });
}
