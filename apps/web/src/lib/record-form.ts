import { type BaseSyntheticEvent, useRef } from 'react';
import { type Control, type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { type FormErrorTexts, useFormErrors, validatorResolver } from './form';
import { type SaveTexts, saveRecord, useFieldErrorText } from './record-save';

/** The props that bind a form input (FormNumber, FormAddress, FormSelect…) to a field: its control, name and error. */
export function fieldBinder<V extends FieldValues, E>(control: Control<V>, errorOf: (name: string) => E) {
  return <N extends Path<V>>(name: N) => ({ control, name, error: errorOf(name) });
}

export interface RecordFormOptions<V extends FieldValues> {
  /** An existing record is edited (the "saved" toasts) rather than a new one added. */
  editing: boolean;
  defaultValues: DefaultValues<V>;
  /** Message codes by field name; nothing when the values are fine. */
  validate: (values: V) => Record<string, string>;
  texts: SaveTexts;
  /** The create or update call(s). */
  save: (values: V) => Promise<unknown>;
  /** The form field an API field's error goes on (`placeId` → `address`). */
  rename?: (field: string, values: V) => string;
  /** Closes the dialog: after a save, and by Cancel. */
  onClose: () => void;
}

export interface RecordForm<V extends FieldValues> extends FormErrorTexts {
  form: UseFormReturn<V>;
  /** A field's error text (nested names too). */
  errorOf: (name: string) => string | undefined;
  /** The control, name and error of a form input bound to a field. */
  bind: <N extends Path<V>>(name: N) => { control: Control<V>; name: N; error: string | undefined };
  /** The props of a RecordModal that come from the form: open, its submit, its summary, Cancel. */
  modal: {
    opened: true;
    onClose: () => void;
    onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
    summary: readonly string[];
  };
}

/**
 * The form of a record's dialog (spec §8): checked by `validate`, saved by `save` with the saved/added
 * toasts, the API's field errors put on the fields, and closed when it saved.
 */
export function useRecordForm<V extends FieldValues>(options: RecordFormOptions<V>): RecordForm<V> {
  const form = useForm<V>({ resolver: validatorResolver(options.validate), defaultValues: options.defaultValues });
  const { summary, fieldError } = useFormErrors(form.formState.errors);
  const errorOf = useFieldErrorText(form.formState.errors);
  const onSubmit = form.handleSubmit(async (values) => {
    const { rename } = options;
    const saved = await saveRecord(options.editing, () => options.save(values), options.texts, form, {
      rename: rename && ((field) => rename(field, values)),
    });
    if (saved) options.onClose();
  });
  return {
    form,
    summary,
    fieldError,
    errorOf,
    bind: fieldBinder(form.control, errorOf),
    modal: { opened: true, onClose: options.onClose, onSubmit, summary },
  };
}

/** The save call of an admin list's records (`resource(…).useSave`): `id` null creates a record. */
interface ListSave<T, B> {
  useSave: () => { mutateAsync: (change: { id: number | null; body: B }) => Promise<T>; isPending: boolean };
}

/** A record's own file (a picture, a photo): its call, made once the record is saved, and whether it runs. */
interface RecordFile<T, V> {
  save: (saved: T, values: V) => Promise<unknown>;
  isPending: boolean;
}

export interface ListRecordFormOptions<V extends FieldValues, T, B> extends Omit<RecordFormOptions<V>, 'editing' | 'save'> {
  /** The body to save; `existing` is the record as saved so far (null: none yet). */
  toBody: (values: V, existing: T | null) => B;
  /** The record's file, saved after the record (`useSaveWithFile`). */
  file?: RecordFile<T, V>;
}

/**
 * `useRecordForm` of one record of an admin list: `record` is updated (null: a new one is added) with
 * `toBody(values)` by the list's save call, then its `file` if it has one; the dialog's Save spins while
 * they run (`modal.saving`).
 */
export function useListRecordForm<V extends FieldValues, T extends { id: number }, B>(
  list: ListSave<T, B>,
  record: T | null,
  options: ListRecordFormOptions<V, T, B>,
): RecordForm<V> & { modal: { saving: boolean } } {
  const { toBody, file, ...rest } = options;
  const save = list.useSave();
  const saveWithFile = useSaveWithFile(record);
  const saveRecord = (values: V) => (existing: T | null) => save.mutateAsync({ id: existing?.id ?? null, body: toBody(values, existing) });
  const recordForm = useRecordForm<V>({
    ...rest,
    editing: record !== null,
    save: (values) => (file ? saveWithFile(saveRecord(values), (saved) => file.save(saved, values)) : saveRecord(values)(record)),
  });
  return { ...recordForm, modal: { ...recordForm.modal, saving: save.isPending || (file?.isPending ?? false) } };
}

/**
 * The save of a record with a file of its own (a picture, a photo) sent by its own calls: the record first
 * (a new one needs its id), then its file. A new record saved before its file failed is updated, not
 * created again, by the next Save. `record` is the one being edited (null: a new one).
 */
function useSaveWithFile<T>(record: T | null) {
  const created = useRef<T | null>(null);
  return async (saveRecord: (existing: T | null) => Promise<T>, saveFile: (saved: T) => Promise<unknown>): Promise<void> => {
    const answer = await saveRecord(record ?? created.current);
    if (!record) created.current = answer;
    await saveFile(answer);
  };
}
