import { Button, Checkbox, Group, Input, Modal, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { API_KEY_AREAS, ZApiKeyCreate, apiKeyScopesFor, type ApiKeyScope, type TApiKeyCreated } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '../pickers/CustomerPicker';
import type { PickerValue } from '../pickers/rules';
import { ErrorAlert } from '../FormAlert';
import { errorText } from '../../lib/query';
import { useCreateApiKey } from '../../lib/api-keys/api-keys';

type OwnerKind = 'admin' | 'customer';

/**
 * A new API key: its name and scopes (by area: read, write) and, for ADMIN (`chooseOwner`), whose it is — an
 * admin integration (the key acts as the admin) or a customer. Only scopes the owner's role may hold are offered.
 */
export function CreateApiKeyModal({
  opened,
  onClose,
  onCreated,
  chooseOwner,
  ownRoles,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (created: TApiKeyCreated) => void;
  chooseOwner: boolean;
  ownRoles: readonly string[];
}) {
  const { t } = useTranslation('apiKeys');
  const { t: tc } = useTranslation();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [ownerKind, setOwnerKind] = useState<OwnerKind>('admin');
  const [customer, setCustomer] = useState<PickerValue>(null);
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [invalid, setInvalid] = useState<string | null>(null);
  const forCustomer = chooseOwner && ownerKind === 'customer';
  const allowed = apiKeyScopesFor(forCustomer ? ['CUSTOMER'] : ownRoles);
  const areas = API_KEY_AREAS.filter((area) => allowed.some((scope) => scope.startsWith(`${area}:`)));

  const reset = () => {
    setName('');
    setOwnerKind('admin');
    setCustomer(null);
    setScopes([]);
    setInvalid(null);
    create.reset();
  };
  const close = () => {
    reset();
    onClose();
  };
  const toggle = (scope: ApiKeyScope, on: boolean) => {
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
  };
  const submit = async () => {
    const body = { name, scopes: scopes.filter((s) => allowed.includes(s)), ...(forCustomer && customer ? { userId: customer.id } : {}) };
    if (forCustomer && !customer) return setInvalid(t('create.customerRequired'));
    if (!ZApiKeyCreate.safeParse(body).success) return setInvalid(t(body.name.trim() ? 'create.scopesRequired' : 'create.nameRequired'));
    try {
      const created = await create.mutateAsync(body);
      reset();
      onCreated(created);
    } catch {
      // shown below from the mutation's error
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('create.title')} centered closeButtonProps={{ 'aria-label': tc('actions.close') }}>
      <Stack gap="md">
        <TextInput
          label={t('create.name')}
          description={t('create.nameHint')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
          maxLength={120}
        />
        {chooseOwner && (
          <Stack gap={4}>
            <Input.Label>{t('create.owner')}</Input.Label>
            <SegmentedControl
              fullWidth
              value={ownerKind}
              onChange={(value) => setOwnerKind(value as OwnerKind)}
              data={[
                { value: 'admin', label: t('create.ownerAdmin') },
                { value: 'customer', label: t('create.ownerCustomer') },
              ]}
            />
            {forCustomer && <CustomerPicker value={customer} onChange={setCustomer} label={t('create.customer')} required />}
          </Stack>
        )}
        <Stack gap={4}>
          <Input.Label>{t('create.scopes')}</Input.Label>
          <Input.Description>{t('create.scopesHint')}</Input.Description>
          <Table verticalSpacing={4} horizontalSpacing="xs">
            <Table.Tbody>
              {areas.map((area) => (
                <Table.Tr key={area}>
                  <Table.Td>
                    <Text fz="sm">{t(`areas.${area}`)}</Text>
                  </Table.Td>
                  {(['read', 'write'] as const).map((access) => {
                    const scope = `${area}:${access}` as ApiKeyScope;
                    return (
                      <Table.Td key={access}>
                        <Checkbox
                          label={t(`access.${access}`)}
                          aria-label={t('create.scopeLabel', { area: t(`areas.${area}`), access: t(`access.${access}`) })}
                          checked={scopes.includes(scope)}
                          onChange={(e) => toggle(scope, e.currentTarget.checked)}
                        />
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
        <ErrorAlert messages={[invalid, errorText(create.error, t('failed'))]} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={create.isPending}>
            {tc('actions.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
