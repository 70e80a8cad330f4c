import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { shellMessages as m } from './shell.messages';

export interface UserMenuProps {
  /** Full name shown at the top of the menu. */
  name: string;
  email: string;
  /** Whether a staff member is impersonating this user: offers the way back. */
  impersonating: boolean;
  onSignOut: () => void;
  onStopImpersonating: () => void;
}

export function UserMenu({
  name,
  email,
  impersonating,
  onSignOut,
  onStopImpersonating,
}: UserMenuProps) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <>
      <IconButton
        aria-label={intl.formatMessage(m.userMenu)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* The initials are drawn by CSS, not text: the button's name is "Account menu", and
            visible text that is not part of it fails WCAG 2.5.3 (label in name). */}
        <Box
          component="span"
          aria-hidden
          data-initials={initials || '?'}
          sx={{
            width: 32,
            height: 32,
            borderRadius: '50%',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 14,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&::before': { content: 'attr(data-initials)' },
          }}
        />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem disabled>
          <ListItemText primary={name} secondary={email} />
        </MenuItem>
        {impersonating && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onStopImpersonating();
            }}
          >
            {intl.formatMessage(m.stopImpersonating)}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onSignOut();
          }}
        >
          {intl.formatMessage(m.signOut)}
        </MenuItem>
      </Menu>
    </>
  );
}
