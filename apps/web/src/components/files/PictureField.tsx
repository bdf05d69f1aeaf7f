import { Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { FILE_MAX_BYTES, type MessageCode } from '@vozka/domain';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { TrashIcon, UploadIcon } from '../ui/icons';
import { useMessageText } from '../../lib/form';

/** What a picture field does on Save: keep the picture, upload a new one, or remove it. */
export type PictureChange = { kind: 'keep' } | { kind: 'new'; file: File; previewUrl: string | null } | { kind: 'remove' };

/** The pictures a photo or picture may be (the API checks the bytes again). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_MAX_MB = Math.round(FILE_MAX_BYTES / (1024 * 1024));

/** Which files a picture field takes, and the messages of the two refusals. */
export interface PictureLimits {
  types: readonly string[];
  maxBytes: number;
  notImage: MessageCode;
  tooLarge: MessageCode;
}
const PHOTO_LIMITS: PictureLimits = {
  types: PHOTO_TYPES,
  maxBytes: FILE_MAX_BYTES,
  notImage: 'PHOTO_NOT_IMAGE',
  tooLarge: 'PHOTO_TOO_LARGE',
};

/** What the API would refuse of a chosen file, checked before it is kept: not a picture, or too big. */
export function photoProblem(
  file: File,
  limits: PictureLimits = PHOTO_LIMITS,
): { code: MessageCode; params: Record<string, number> } | null {
  if (!limits.types.includes(file.type)) return { code: limits.notImage, params: {} };
  if (file.size > limits.maxBytes)
    return { code: limits.tooLarge, params: { maxMb: Math.round((limits.maxBytes / (1024 * 1024)) * 10) / 10 } };
  return null;
}

const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

/** The field's texts (its owner's namespace): `pending` gets the chosen file's name. */
export interface PictureFieldTexts {
  label: string;
  choose: string;
  change: string;
  remove: string;
  keep: string;
  none: string;
  preview: string;
  hint: string;
  pending: (name: string) => string;
  removing: string;
}

/**
 * The texts from a namespace's `<prefix>.choose`, `.change`, `.remove`, `.keep`, `.none`, `.preview`, `.hint`
 * ({{maxMb}}), `.pending` ({{name}}) and `.removing`, with the field's label.
 */
export function pictureTexts(
  t: (key: string, params?: Record<string, string | number>) => string,
  prefix: string,
  label: string,
): PictureFieldTexts {
  return {
    label,
    choose: t(`${prefix}.choose`),
    change: t(`${prefix}.change`),
    remove: t(`${prefix}.remove`),
    keep: t(`${prefix}.keep`),
    none: t(`${prefix}.none`),
    preview: t(`${prefix}.preview`),
    hint: t(`${prefix}.hint`, { maxMb: PICTURE_MAX_MB }),
    pending: (name) => t(`${prefix}.pending`, { name }),
    removing: t(`${prefix}.removing`),
  };
}

export interface PictureFieldProps {
  /** The saved picture, or null. */
  photoUrl: string | null;
  value: PictureChange;
  onChange: (value: PictureChange) => void;
  error?: ReactNode;
  texts: PictureFieldTexts;
  /** JPEG, PNG or WebP up to 10 MB unless given. */
  limits?: PictureLimits;
  /** How the preview fills its box: `cover` (a photo, by default) or `contain` (a logo). */
  fit?: 'cover' | 'contain';
}

/**
 * A record's picture (a vehicle offer's photo, a blog article's picture): a preview (the saved photo or the chosen file), Choose/Change and Remove.
 * Nothing is sent until the dialog saves; a file that is not a JPEG/PNG/WebP or is over 10 MB is refused
 * at once.
 */
export function PictureField({ photoUrl, value, onChange, error, texts, limits = PHOTO_LIMITS, fit = 'cover' }: PictureFieldProps) {
  const text = useMessageText();
  const labelId = useId();
  const hintId = useId();
  const resetRef = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = value.kind === 'new' ? value.previewUrl : null;
  const shown = value.kind === 'new' ? preview : value.kind === 'keep' ? photoUrl : null;

  // The chosen file's preview lives until another is chosen or the dialog closes.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const refused = photoProblem(file, limits);
    setProblem(refused ? (text(refused.code, refused.params) ?? refused.code) : null);
    if (!refused) onChange({ kind: 'new', file, previewUrl: previewOf(file) });
  };

  const remove = () => {
    setProblem(null);
    onChange(photoUrl ? { kind: 'remove' } : { kind: 'keep' });
  };

  const hint = value.kind === 'new' ? texts.pending(value.file.name) : value.kind === 'remove' ? texts.removing : texts.hint;
  const shownError = problem ?? error;

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Text fz="sm" fw={500} id={labelId}>
        {texts.label}
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        <Box
          w={160}
          h={100}
          style={{
            flex: 'none',
            borderRadius: 'var(--mantine-radius-sm)',
            border: '1px solid var(--mantine-color-default-border)',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {shown ? (
            <Image src={shown} alt={texts.preview} w={160} h={100} fit={fit} />
          ) : (
            <Text fz="xs" c="dimmed">
              {texts.none}
            </Text>
          )}
        </Box>
        <Stack gap={6} miw={0}>
          <Group gap="xs">
            <FileButton onChange={choose} accept={limits.types.join(',')} resetRef={resetRef}>
              {(props) => (
                <Button {...props} size="xs" variant="light" leftSection={<UploadIcon size={14} />}>
                  {shown ? texts.change : texts.choose}
                </Button>
              )}
            </FileButton>
            {shown && (
              <Button size="xs" variant="subtle" color="red" leftSection={<TrashIcon size={14} />} onClick={remove}>
                {texts.remove}
              </Button>
            )}
            {value.kind === 'remove' && (
              <Button size="xs" variant="subtle" onClick={() => onChange({ kind: 'keep' })}>
                {texts.keep}
              </Button>
            )}
          </Group>
          <Text fz="xs" c="dimmed" id={hintId} style={{ overflowWrap: 'anywhere' }}>
            {hint}
          </Text>
          {shownError && (
            <Text fz="xs" c="red" role="alert">
              {shownError}
            </Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
