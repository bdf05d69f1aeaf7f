import { ActionIcon, Tooltip } from '@mantine/core';
import { type CustomerType, dominantRole } from '@vozka/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../lib/auth';
import { PlusIcon } from '../ui/icons';
import { ClientQuickModal } from './ClientQuickModal';
import { EntityPicker } from './EntityPicker';
import { customerOption } from './options';
import { fetchCustomers } from './api/fetchCustomers';
import { PICKER_KEY, type PickerFieldProps } from './rules';

export interface CustomerPickerProps extends PickerFieldProps {
  type?: CustomerType | null;
  /** Shows the edit pencil for the chosen client. */
  editable?: boolean;
  /** Offers the quick creation of a new client. */
  creatable?: boolean;
  required?: boolean;
}

/** The client picker (spec §2, §6): a CUSTOMER is preselected as itself; clients can be created inline. */
export function CustomerPicker({ value, onChange, label, type, editable, creatable, ...rest }: CustomerPickerProps) {
  const { t } = useTranslation('pickers');
  const { user, roles } = useSignedInUser();
  const isCustomer = dominantRole(roles) === 'CUSTOMER';
  const [editing, setEditing] = useState<{ clientId: number | null } | null>(null);

  const preselected = useRef(false);
  useEffect(() => {
    if (!isCustomer || preselected.current || value !== null) return;
    preselected.current = true;
    onChange({ id: user.id, name: user.name });
  }, [isCustomer, value, onChange, user.id, user.name]);

  const fieldLabel = label ?? t('customer');
  return (
    <>
      <EntityPicker
        {...rest}
        label={fieldLabel}
        value={value}
        onChange={onChange}
        queryKey={[PICKER_KEY, 'customers', { type: type ?? null }]}
        fetchPage={(query, signal) => fetchCustomers({ ...query, type }, signal)}
        toOption={customerOption}
        clearable={!isCustomer}
        editable={editable}
        onEdit={() => value && setEditing({ clientId: value.id })}
        editLabel={t('client.editTitle')}
        actions={
          creatable && (
            <Tooltip label={t('client.newTitle')}>
              <ActionIcon variant="subtle" size="sm" aria-label={t('client.newTitle')} onClick={() => setEditing({ clientId: null })}>
                <PlusIcon size={14} />
              </ActionIcon>
            </Tooltip>
          )
        }
      />
      <ClientQuickModal
        opened={editing !== null}
        clientId={editing?.clientId ?? null}
        onClose={() => setEditing(null)}
        onSaved={(client) => onChange({ id: client.id, name: client.name })}
      />
    </>
  );
}
