import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';

import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { formatMediumDate } from '../../i18n/date-format';
import { useFlags } from '../../lib/flags/flags';
import { useSession } from '../../lib/session/session-context';
import { EmptySection } from '../../lib/ui/EmptyStatePage';
import { NamesForm, OrganisationForm } from './ProfileForms';
import { settingsMessages as m } from './settings.messages';

const sections: { to: string; label: MessageDescriptor }[] = [
  { to: paths.settings.profile.to(), label: m.profile },
  { to: paths.settings.notifications.to(), label: m.notifications },
  { to: paths.settings.subscription.to(), label: m.subscription },
  { to: paths.settings.seats.to(), label: m.seats },
  { to: paths.settings.regulatoryAlert.to(), label: m.regulatoryAlert },
  { to: paths.settings.experts.to(), label: m.experts },
];

/** Settings heading and section tabs around the chosen section. */
export function SettingsLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const current = sections.find((s) => pathname.startsWith(s.to))?.to ?? false;
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {intl.formatMessage(m.title)}
      </Typography>
      <Tabs
        value={current}
        aria-label={intl.formatMessage(m.tabs)}
        variant="scrollable"
        sx={{ mb: 3 }}
      >
        {sections.map((s) => (
          <Tab
            key={s.to}
            value={s.to}
            label={intl.formatMessage(s.label)}
            component={Link}
            to={s.to}
          />
        ))}
      </Tabs>
      {children}
    </Box>
  );
}

/** /settings/notifications: filled by a later issue. */
export function NotificationSettings() {
  const intl = useIntl();
  return <EmptySection description={intl.formatMessage(m.sectionEmpty)} />;
}

/** The role in words, never the raw value (`OWNER`). */
const roleNames = { OWNER: m.roleOwner, ADMIN: m.roleAdmin, MEMBER: m.roleMember } as const;

export function ProfileSettingsPage() {
  const intl = useIntl();
  const { me, organisation } = useSession();
  const { source } = useFlags();
  const owner = me.role === 'OWNER';
  const rows: [MessageDescriptor, string][] = [
    [m.role, intl.formatMessage(roleNames[me.role])],
    ...(owner ? [] : [[m.organisation, organisation.name] as [MessageDescriptor, string]]),
    [m.memberSince, formatMediumDate(new Date(me.createdAt), intl.locale)],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <NamesForm key={me.userId} me={me} />
      {owner ? (
        <OrganisationForm key={organisation.organisationId} organisation={organisation} />
      ) : null}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label.id} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {intl.formatMessage(label)}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      </Paper>
      <Paper
        variant="outlined"
        sx={{ p: 3 }}
        component="section"
        aria-label={intl.formatMessage(m.about)}
      >
        <Typography variant="h6" component="h2" gutterBottom>
          {intl.formatMessage(m.about)}
        </Typography>
        <Typography>
          {intl.formatMessage(source === 'launchdarkly' ? m.flagsLaunchDarkly : m.flagsLocal)}
        </Typography>
        <Typography color="text.secondary">
          {intl.formatMessage(m.version, { version: env.appVersion })}
        </Typography>
      </Paper>
    </Box>
  );
}
