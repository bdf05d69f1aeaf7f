import { z } from 'zod';
import { ZId } from '../shared/ids.ts';
import { ZCalendarDate } from '../shared/calendar-date.ts';

/** Spec §3 file types. */
export const FILE_TYPES = [
  'LOGO',
  'PHOTO',
  'PICTURE',
  'TAXI_EVIDENCE',
  'PHOTO_TAXI_LABEL',
  'REGISTRATION_CERTIFICATE_CARD',
  'INSURANCE',
  'PHOTO_PLATE_INTERIER',
  'CONTRACT',
  'BUSINESS_REGISTRATION',
  'CONCESSION',
  'VAT_REGISTRATION',
  'PHOTO_FACE',
  'PHOTO_SUIT',
  'TAXI_LICENSE',
  'DRIVING_LICENSE',
] as const;
export type FileType = (typeof FILE_TYPES)[number];

export type FileOwnerKind = 'VEHICLE' | 'DRIVER' | 'USER';

/** Which documents each kind of owner keeps (spec §3), with the count of each. */
export const FILE_SLOTS: Readonly<Record<FileOwnerKind, Partial<Record<FileType, number>>>> = {
  VEHICLE: { TAXI_EVIDENCE: 1, PHOTO_TAXI_LABEL: 1, REGISTRATION_CERTIFICATE_CARD: 2, INSURANCE: 1, PHOTO_PLATE_INTERIER: 1 },
  DRIVER: {
    CONTRACT: 1,
    BUSINESS_REGISTRATION: 1,
    CONCESSION: 1,
    INSURANCE: 1,
    VAT_REGISTRATION: 1,
    PHOTO_FACE: 1,
    PHOTO_SUIT: 1,
    TAXI_LICENSE: 1,
    DRIVING_LICENSE: 2,
    LOGO: 1,
    PHOTO: 1,
    PICTURE: 1,
  },
  USER: { LOGO: 1, PHOTO: 1, PICTURE: 1 },
};

/** How many files of a type an owner may keep; 0 when the type is not for that owner. */
export function fileSlotCount(owner: FileOwnerKind, type: FileType): number {
  return FILE_SLOTS[owner][type] ?? 0;
}

export const FILE_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type FileMimeType = (typeof FILE_MIME_TYPES)[number];

/** Recognises PDF, JPEG, PNG and WebP by their first bytes; the file name is never trusted. */
export function sniffMimeType(bytes: Uint8Array): FileMimeType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** A document's metadata as the files calls answer it (issue 13 §1: the schema is the contract). */
export const ZStoredFile = z.object({
  id: z.number().int(),
  type: z.enum(FILE_TYPES),
  name: z.string(),
  mimeType: z.enum(FILE_MIME_TYPES),
  size: z.number().int(),
  validUntil: z.string().nullable(),
  createdAt: z.string(),
  userId: z.number().int().nullable(),
  vehicleId: z.number().int().nullable(),
});
export type StoredFile = z.infer<typeof ZStoredFile>;

/** `GET /api/files`: a user's or a vehicle's documents. */
export const ZFileOwnerQuery = z.object({ userId: ZId.optional(), vehicleId: ZId.optional() });
export type TFileOwnerQuery = z.input<typeof ZFileOwnerQuery>;

/** Body of `PATCH /api/file/:id`: a new expiry date, or null to clear it. */
export const ZFilePatch = z.object({
  validUntil: ZCalendarDate.nullable(),
});
export type TFilePatch = z.infer<typeof ZFilePatch>;
