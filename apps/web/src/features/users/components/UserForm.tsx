import { Paper, Stack, Tabs } from '@mantine/core';
import { type Role, type UserRecord, allows, userRolesManagedBy } from '@vozka/domain';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PersonDetailsFields } from '../../../components/person/PersonDetailsFields';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useSignedInUser } from '../../../lib/auth';
import { useFormErrors, validatorResolver } from '../../../lib/form';
import { saveOrCreate, saveTexts } from '../../../lib/record-save';
import { useLanguage } from '../../../lib/use-language';
import { DocumentsPanel } from '../../../components/files/components/DocumentsPanel';
import { useCreateUser } from '../../../lib/users/createUser';
import { useUpdateUser } from '../../../lib/users/updateUser';
import {
  MORE_TAB_FIELDS,
  type UserFormValues,
  formFieldOf,
  listPath,
  userFormDefaults,
  userFormToBody,
  validateUserForm,
} from '../user-form';
import { DeleteUserButton } from './DeleteUserButton';
import { PairedVehicles } from './PairedVehicles';
import { UserBasicFields } from './UserBasicFields';
import { FormActions } from '../../../components/ui/FormActions';

export interface UserFormProps {
  /** The user being edited; none creates one. */
  user?: UserRecord;
  /** The list the form was opened from (`?roleName=`). */
  roleName: Role | null;
  /** The passenger's client, when known. */
  client?: { id: number; name: string } | null;
}

/** Create and edit user (spec §2): tabs basic information, more, files and paired vehicles. */
export function UserForm({ user, roleName, client }: UserFormProps) {
  const { t } = useTranslation('users');
  const { user: me, roles: myRoles } = useSignedInUser();
  const [language] = useLanguage();
  const navigate = useNavigate();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [tab, setTab] = useState<string | null>('basic');
  // ADMIN manages every role; a FLEET_MANAGER creates and edits drivers only (the domain's rule, as the API's).
  const managed = userRolesManagedBy(myRoles);
  const isAdmin = managed.length > 1;
  const mode = user ? 'update' : 'create';

  // A FLEET_MANAGER's users are drivers, always (the API keeps them in its fleet).
  const forcedRole: Role | null = managed.length === 1 ? managed[0]! : null;
  const form = useForm<UserFormValues>({
    resolver: validatorResolver((values) => validateUserForm(values, mode)),
    defaultValues: userFormDefaults(user, { roleName: forcedRole ?? roleName, language, client }),
  });
  const { summary } = useFormErrors(form.formState.errors);
  const userRoles = user?.roles.map((role) => role.name) ?? [];
  const isDriver = userRoles.includes('DRIVER');
  const listRole = forcedRole ?? roleName;
  const back = listPath(listRole, userRoles);

  const onInvalid = (errors: object) => {
    if (Object.keys(errors).every((field) => MORE_TAB_FIELDS.includes(field))) setTab('more');
    else setTab('basic');
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const body = userFormToBody(forcedRole ? { ...values, roles: [forcedRole] } : values);
    const done = await saveOrCreate(user, body, { create, update }, saveTexts(t, ''), form, { rename: formFieldOf });
    if (done) await navigate(listPath(listRole, values.roles));
  }, onInvalid);

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={user ? t('form.editTitle', { name: user.name }) : t('form.newTitle')}
        actions={user && user.id !== me.id && allows('users.write', myRoles) && <DeleteUserButton user={user} back={back} />}
      />
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={user ? t('form.editLabel') : t('form.newTitle')}>
          <Paper withBorder radius="md" p="lg">
            <Tabs value={tab} onChange={setTab} keepMountedMode="display-none">
              <Tabs.List mb="lg">
                <Tabs.Tab value="basic">{t('tabs.basic')}</Tabs.Tab>
                <Tabs.Tab value="more">{t('tabs.more')}</Tabs.Tab>
                {user && <Tabs.Tab value="files">{t('tabs.files')}</Tabs.Tab>}
                {user && isDriver && <Tabs.Tab value="vehicles">{t('tabs.vehicles')}</Tabs.Tab>}
              </Tabs.List>
              <Tabs.Panel value="basic">
                <UserBasicFields canChooseRoles={isAdmin} canChooseFleet={isAdmin} isSelf={user?.id === me.id} />
              </Tabs.Panel>
              <Tabs.Panel value="more">
                <PersonDetailsFields withInternal />
              </Tabs.Panel>
              {user && (
                <Tabs.Panel value="files">
                  <DocumentsPanel owner={{ userId: user.id }} ownerKind={isDriver ? 'DRIVER' : 'USER'} />
                </Tabs.Panel>
              )}
              {user && isDriver && (
                <Tabs.Panel value="vehicles">
                  <PairedVehicles driverId={user.id} />
                </Tabs.Panel>
              )}
            </Tabs>
            {(tab === 'basic' || tab === 'more') && (
              <Stack gap="sm" mt="lg">
                <FormActions summary={summary} cancelTo={back} saving={create.isPending || update.isPending} />
              </Stack>
            )}
          </Paper>
        </form>
      </FormProvider>
    </Stack>
  );
}
