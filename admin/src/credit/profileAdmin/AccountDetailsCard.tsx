import { Box, Chip, Typography } from '@mui/material';
import { ReferenceField, RecordContextProvider, useTranslate } from 'react-admin';
import type { ReactNode } from 'react';
import type { Role } from '../../constants';
import { CountryNameField } from '../../fields';
import { adminPath } from '../../layout/AdminLink';
import { SectionCard } from '../../profile/SectionCard';
import type { UserRecord } from '../../providers/types';
import { RoleChips } from '../../roles';

const Row = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Box>{children}</Box>
    </>
  );
};

/** Who the account is: name, email, roles, country, parent account and status. */
export const AccountDetailsCard = ({ record }: { record: UserRecord }) => {
  const translate = useTranslate();
  return (
    <SectionCard title="credit.profile_admin.details_title">
      <RecordContextProvider value={record}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, alignItems: 'center' }}>
          <Row label="resources.users.fields.email">{record.email}</Row>
          <Row label="resources.users.fields.roles">
            <RoleChips roles={record.roles as Role[]} />
          </Row>
          <Row label="resources.users.fields.countryId">
            <ReferenceField source="countryId" reference="countries" link={false} emptyText="—">
              <CountryNameField />
            </ReferenceField>
          </Row>
          <Row label="resources.users.fields.parentId">
            <ReferenceField source="parentId" reference="users" link={(parent) => adminPath(`/profile-admin/${parent.id}`)} emptyText="—" />
          </Row>
          <Row label="resources.users.fields.active">
            <Chip size="small" color={record.active ? 'success' : 'default'} label={translate(record.active ? 'credit.profile_admin.active' : 'credit.profile_admin.inactive')} />
          </Row>
        </Box>
      </RecordContextProvider>
    </SectionCard>
  );
};
