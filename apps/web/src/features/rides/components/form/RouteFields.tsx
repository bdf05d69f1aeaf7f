import { ActionIcon, Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type FieldErrors, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressAutocomplete } from '../../../../components/address';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from '../../../../components/ui/icons';
import { useFormErrors } from '../../../../lib/form';
import type { RideFormValues } from '../../ride-form';

/** ZRideInput allows at most 25 stops. */
const MAX_STOPS = 25;

/**
 * The route (spec §2): stops in order, the first the pick-up and the last the destination, each with an
 * address and a note; stops can be added before the destination, deleted and moved up or down. Unlike
 * the other address fields, a typed address that was not chosen from the suggestions is accepted (a
 * dispatcher must be able to book any address) but marked "not verified on the map"
 * (docs/decisions/0013-address-choice.md); Calculate still asks for chosen ones.
 */
export function RouteFields() {
  const { t } = useTranslation('rides');
  const { control, register, formState } = useFormContext<RideFormValues>();
  const { fieldError } = useFormErrors(formState.errors as FieldErrors);
  const { fields, insert, remove, swap } = useFieldArray({ control, name: 'stops' });
  const last = fields.length - 1;

  /** The pick-up's, the destination's or a stop's text of a kind (name, address, note). */
  const named = (kind: 'name' | 'address' | 'note', index: number) => {
    const keys = {
      name: ['route.pickUp', 'route.destination', 'route.stop'],
      address: ['route.pickUpAddress', 'route.destinationAddress', 'route.stopAddress'],
      note: ['route.pickUpNote', 'route.destinationNote', 'route.stopNote'],
    } as const;
    const [first, final, middle] = keys[kind];
    return index === 0 ? t(first) : index === last ? t(final) : t(middle, { n: index });
  };

  return (
    <Fieldset legend={t('sections.route')} variant="unstyled">
      <Stack gap="sm">
        {fields.map((field, index) => {
          const name = named('name', index);
          return (
            <Paper key={field.id} withBorder radius="sm" p="sm">
              <Group align="flex-start" wrap="nowrap" gap="xs">
                <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
                  <Controller
                    control={control}
                    name={`stops.${index}`}
                    render={({ field: stop }) => (
                      <AddressAutocomplete
                        label={named('address', index)}
                        required={index === 0 || index === last}
                        name={`stops.${index}.address`}
                        value={{ address: stop.value.address, placeId: stop.value.placeId ?? null }}
                        onChange={(value) => stop.onChange({ ...stop.value, ...value })}
                        onBlur={stop.onBlur}
                        description={
                          stop.value.address.trim() && !stop.value.placeId ? (
                            <Text span fz="xs" c="orange.8">
                              {t('route.notVerified')}
                            </Text>
                          ) : undefined
                        }
                        error={fieldError(`stops.${index}.address`) ?? fieldError(`stops.${index}.placeId`)}
                      />
                    )}
                  />
                  <TextInput label={named('note', index)} size="sm" {...register(`stops.${index}.note`)} />
                </SimpleGrid>
                <Group gap={2} wrap="nowrap" mt={26}>
                  <StopButton label={t('route.moveUp', { stop: name })} disabled={index === 0} onClick={() => swap(index, index - 1)}>
                    <ArrowUpIcon />
                  </StopButton>
                  <StopButton label={t('route.moveDown', { stop: name })} disabled={index === last} onClick={() => swap(index, index + 1)}>
                    <ArrowDownIcon />
                  </StopButton>
                  <StopButton
                    label={t('route.remove', { stop: name })}
                    disabled={fields.length <= 1}
                    color="red"
                    onClick={() => remove(index)}
                  >
                    <TrashIcon />
                  </StopButton>
                </Group>
              </Group>
            </Paper>
          );
        })}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<PlusIcon />}
            disabled={fields.length >= MAX_STOPS}
            onClick={() => insert(Math.max(last, 1), { address: '', placeId: null, note: '' })}
          >
            {t('route.add')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

function StopButton({
  label,
  disabled,
  color,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  color?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} disabled={disabled}>
      <ActionIcon variant="subtle" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
