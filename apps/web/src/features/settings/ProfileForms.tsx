/*
 * What a user edits on their profile: their first and last name; an owner also edits the
 * organisation's name and company type (a listed type, or Other with its own words). Each form
 * saves on its own and says so.
 */
import { useUpdateMe, useUpdateOrganisation } from '@lexio/api';
import type { CompanyType, Me, Organisation } from '@lexio/api/contract';
import { StatefulButton } from '@lexio/design-system';
import {
  companyTypeFormValues,
  companyTypeOptions,
  companyTypeToSave,
  otherCompanyTypeMaxLength,
} from '@lexio/forms';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';

import { companyTypeMessages } from '../../lib/company-type/company-type.messages';
import { settingsMessages as m } from './settings.messages';

function FormCard({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={onSubmit}
      sx={{ p: 3 }}
    >
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        {children}
      </Stack>
    </Paper>
  );
}

type SaveState = 'idle' | 'saved' | 'failed';

function SaveRow({ pending, state }: { pending: boolean; state: SaveState }) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <StatefulButton type="submit" variant="contained" state={pending ? 'loading' : 'idle'}>
        {intl.formatMessage(m.save)}
      </StatefulButton>
      <Typography role="status" color={state === 'failed' ? 'error' : 'text.secondary'}>
        {state === 'saved'
          ? intl.formatMessage(m.saved)
          : state === 'failed'
            ? intl.formatMessage(m.saveFailed)
            : ''}
      </Typography>
    </Stack>
  );
}

/** The user's names. */
export function NamesForm({ me }: { me: Me }) {
  const intl = useIntl();
  const update = useUpdateMe();
  const [firstName, setFirstName] = useState(me.firstName);
  const [lastName, setLastName] = useState(me.lastName);
  const [tried, setTried] = useState(false);
  const [state, setState] = useState<SaveState>('idle');
  const missing = (value: string) => tried && value.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setState('idle');
    if (!firstName.trim() || !lastName.trim()) return;
    update.mutate(
      { firstName: firstName.trim(), lastName: lastName.trim() },
      { onSuccess: () => setState('saved'), onError: () => setState('failed') },
    );
  };

  return (
    <FormCard title={intl.formatMessage(m.yourDetails)} onSubmit={submit}>
      <TextField
        label={intl.formatMessage(m.firstName)}
        value={firstName}
        onChange={(event) => setFirstName(event.target.value)}
        required
        error={missing(firstName)}
        helperText={missing(firstName) ? intl.formatMessage(m.required) : undefined}
        slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'given-name' } }}
      />
      <TextField
        label={intl.formatMessage(m.lastName)}
        value={lastName}
        onChange={(event) => setLastName(event.target.value)}
        required
        error={missing(lastName)}
        helperText={missing(lastName) ? intl.formatMessage(m.required) : undefined}
        slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'family-name' } }}
      />
      <TextField
        label={intl.formatMessage(m.email)}
        value={me.email}
        // Read-only, not disabled: it stays readable (contrast) and focusable.
        slotProps={{ htmlInput: { readOnly: true } }}
        helperText={intl.formatMessage(m.emailFixed)}
      />
      <SaveRow pending={update.isPending} state={state} />
    </FormCard>
  );
}

/** The organisation's name and company type (owners only). */
export function OrganisationForm({ organisation }: { organisation: Organisation }) {
  const intl = useIntl();
  const update = useUpdateOrganisation();
  const initial = companyTypeFormValues(organisation.companyType);
  const [name, setName] = useState(organisation.name);
  const [companyType, setCompanyType] = useState<CompanyType | ''>(initial.companyType ?? '');
  const [other, setOther] = useState(initial.otherCompanyType ?? '');
  const [tried, setTried] = useState(false);
  const [state, setState] = useState<SaveState>('idle');
  const nameMissing = tried && name.trim() === '';
  const otherMissing = tried && companyType === 'OTHER' && other.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setState('idle');
    if (!name.trim() || (companyType === 'OTHER' && !other.trim())) return;
    update.mutate(
      {
        name: name.trim(),
        ...(companyType
          ? { companyType: companyTypeToSave({ companyType, otherCompanyType: other }) }
          : {}),
      },
      { onSuccess: () => setState('saved'), onError: () => setState('failed') },
    );
  };

  return (
    <FormCard title={intl.formatMessage(m.organisationDetails)} onSubmit={submit}>
      <TextField
        label={intl.formatMessage(m.organisationName)}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        error={nameMissing}
        helperText={nameMissing ? intl.formatMessage(m.required) : undefined}
        slotProps={{ htmlInput: { maxLength: 200, autoComplete: 'organization' } }}
      />
      <TextField
        select
        label={intl.formatMessage(m.companyType)}
        value={companyType}
        onChange={(event) => setCompanyType(event.target.value as CompanyType)}
      >
        {companyTypeOptions.map((option) => (
          <MenuItem key={option} value={option}>
            {intl.formatMessage(companyTypeMessages[option])}
          </MenuItem>
        ))}
      </TextField>
      {companyType === 'OTHER' ? (
        <TextField
          label={intl.formatMessage(m.otherCompanyType)}
          value={other}
          onChange={(event) => setOther(event.target.value)}
          required
          error={otherMissing}
          helperText={otherMissing ? intl.formatMessage(m.required) : undefined}
          slotProps={{ htmlInput: { maxLength: otherCompanyTypeMaxLength } }}
        />
      ) : null}
      <SaveRow pending={update.isPending} state={state} />
    </FormCard>
  );
}
