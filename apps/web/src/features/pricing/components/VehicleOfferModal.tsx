import { CloseButton, Group, Pill, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '../../../components/pickers';
import { FormCheck } from '../../../components/ui/FormCheck';
import { FormNumber } from '../../../components/ui/FormNumber';
import { FlightBufferField } from '../../../components/rides/FlightBufferField';
import type { TVehicleOffer } from '@vozka/domain';
import { useOfferPhoto, vehicleOffers } from '../../../lib/pricing/vehicle-offers';
import { saveTexts } from '../../../lib/record-save';
import { fieldBinder, useListRecordForm } from '../../../lib/record-form';
import { validateVehicleOffer, vehicleOfferDefaults, vehicleOfferField, vehicleOfferToBody } from '../vehicle-offer-form';
import { CzkInput } from '../../../components/ui/CzkInput';
import { FormPicture } from '../../../components/files/FormPicture';
import { pictureTexts } from '../../../components/files/PictureField';
import { RecordModal } from '../../../components/records/RecordModal';

/** Create or edit a vehicle offer (spec §3 Vehicle offer). */
export function VehicleOfferModal({ offer, onClose }: { offer: TVehicleOffer | null; onClose: () => void }) {
  const { t } = useTranslation('pricing');
  const photo = useOfferPhoto();
  const { form, fieldError, modal } = useListRecordForm(vehicleOffers, offer, {
    validate: validateVehicleOffer,
    defaultValues: vehicleOfferDefaults(offer),
    texts: saveTexts(t, 'offers'),
    toBody: (values, existing) => ({ ...vehicleOfferToBody(values), photoFileId: existing?.photoFileId ?? values.photoFileId }),
    file: { save: (saved, values) => photo.mutateAsync({ offer: saved, change: values.photo }), isPending: photo.isPending },
    rename: vehicleOfferField,
    onClose,
  });
  const { control, register } = form;
  const rent = useWatch({ control, name: 'rent' });
  // The summary's "fill in" codes only turn a field red: `fieldError`, not the text of `errorOf`.
  const field = fieldBinder(control, fieldError);

  return (
    <RecordModal {...modal} title={offer ? t('offers.editTitle', { name: offer.name }) : t('offers.newTitle')}>
      <TextInput label={t('offers.fields.name')} required error={fieldError('name')} {...register('name')} />
      <TextInput
        label={t('offers.fields.nameEn')}
        description={t('offers.fields.nameEnHint')}
        maxLength={120}
        error={fieldError('nameEn')}
        {...register('nameEn')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <FormNumber {...field('persons')} label={t('offers.fields.persons')} min={1} max={99} required />
        <FormNumber {...field('luggage')} label={t('offers.fields.luggage')} min={0} max={99} />
        <CzkInput {...field('rentPricePerHour')} label={t('offers.fields.rentPricePerHour')} required={rent} />
      </SimpleGrid>
      <FlightBufferField {...field('flightBufferMinutes')} />
      <Group gap="lg">
        <FormCheck control={control} name="transfer" label={t('offers.fields.transfer')} />
        <FormCheck control={control} name="rent" label={t('offers.fields.rent')} />
        <FormCheck control={control} name="congress" label={t('offers.fields.congress')} />
        <FormCheck control={control} name="public" label={t('offers.fields.public')} as="switch" />
      </Group>
      <Textarea
        label={t('offers.fields.description')}
        autosize
        minRows={2}
        maxRows={6}
        error={fieldError('description')}
        {...register('description')}
      />
      <FormPicture
        control={control}
        name="photo"
        photoUrl={offer?.photoUrl ?? null}
        error={fieldError('photo')}
        texts={pictureTexts(t, 'offers.photo', t('offers.fields.photo'))}
      />
      <Controller
        control={control}
        name="allowedClients"
        render={({ field }) => (
          <Stack gap={6}>
            <CustomerPicker
              label={t('offers.fields.addClient')}
              value={null}
              onChange={(client) => {
                if (client && !field.value.some((c) => c.id === client.id)) field.onChange([...field.value, client]);
              }}
              error={fieldError('allowedClients')}
            />
            <Text fz="sm" fw={500} id="offer-allowed-clients">
              {t('offers.fields.allowedClients')}
            </Text>
            {field.value.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('offers.list.everyone')}
              </Text>
            ) : (
              <Group gap={6} role="list" aria-labelledby="offer-allowed-clients">
                {field.value.map((client) => (
                  <Pill key={client.id} role="listitem" size="md">
                    <Group gap={4} wrap="nowrap">
                      {client.name}
                      <CloseButton
                        size="xs"
                        aria-label={t('offers.removeClient', { name: client.name })}
                        onClick={() => field.onChange(field.value.filter((c) => c.id !== client.id))}
                      />
                    </Group>
                  </Pill>
                ))}
              </Group>
            )}
          </Stack>
        )}
      />
    </RecordModal>
  );
}
