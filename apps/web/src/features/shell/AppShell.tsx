/*
 * The application shell (spec §2): a sidebar whose open state is remembered (sidebarOpened), a top
 * bar with the language switcher and the account menu, the response-ready card, and the tab title
 * count plus favicon dot while responses wait in a hidden tab.
 */
import {
  mediaQueries,
  ResponseReadyCard,
  useDocumentHidden,
  useTabAttention,
} from '@lexio/design-system';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { NavLink, useNavigate, useParams } from 'react-router';

import { paths, threadLink } from '../../config/paths';
import { accessSubjectOf, canUseInternalNormative } from '../../lib/access/access-rules';
import { useAuth } from '../../lib/auth/auth-context';
import { stopImpersonation, useImpersonation } from '../../lib/auth/impersonation';
import { useFlags } from '../../lib/flags/flags';
import { notificationsStore, useNotifications } from '../../lib/notifications/notifications-store';
import { useOptionalSession } from '../../lib/session/session-context';
import { readLocal, writeLocal } from '../../lib/storage';
import { MenuIcon } from '../../lib/ui/Icons';
import { Logo } from '../../lib/ui/Logo';
import { SkipLink } from '../../lib/ui/SkipLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NewChatButton, RecentConversations } from './RecentConversations';
import { shellMessages as m } from './shell.messages';
import { UserMenu } from './UserMenu';

const SIDEBAR_WIDTH = 248;
/** The id of the page's main region, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

interface NavItem {
  to: string;
  label: MessageDescriptor;
  end?: boolean;
}

/**
 * The response-ready card, mounted for the shell's lifetime: its live region stays in the page and
 * each notification only changes what is in it, so screen readers announce every one.
 */
function ResponseReadyArea({ internalNormativeId }: { internalNormativeId: string | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const notification = useNotifications().find((n) => n.visible);
  return (
    <Box
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (t) => t.zIndex.snackbar,
        maxWidth: 360,
      }}
    >
      <ResponseReadyCard
        open={notification !== undefined}
        contentKey={notification?.id}
        title={intl.formatMessage(m.responseReadyTitle)}
        message={notification?.message}
        closeLabel={intl.formatMessage(m.close)}
        onOpen={() => {
          if (!notification) return;
          notificationsStore.dismiss(notification.id);
          navigate(
            threadLink({
              thread: notification.conversationId,
              workspaceId: notification.workspaceId,
              internalNormativeId,
            }),
          );
        }}
        onClose={() => {
          if (notification) notificationsStore.hide(notification.id);
        }}
      />
    </Box>
  );
}

function useNotificationAttention() {
  const pending = useNotifications().length;
  const hidden = useDocumentHidden();
  const { thread } = useParams();
  useTabAttention(pending);
  // Returning to the tab clears the notifications of the thread on screen.
  useEffect(() => {
    if (!hidden && thread) notificationsStore.clearConversation(thread);
  }, [hidden, thread]);
}

export interface AppShellProps {
  children: ReactNode;
}

export function AppShell({ children }: AppShellProps) {
  const intl = useIntl();
  const auth = useAuth();
  const session = useOptionalSession();
  const { flags } = useFlags();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read at once (noSsr): a first render as desktop would open the phone's drawer over the page.
  const isMobile = useMediaQuery(mediaQueries.mobile, { noSsr: true });
  // Only the desktop sidebar's state is remembered; on a phone the drawer is a modal that starts
  // closed on every load and closes after each choice.
  const [desktopOpen, setDesktopOpen] = useState<boolean>(() => readLocal('sidebarOpened') ?? true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const open = isMobile ? mobileOpen : desktopOpen;
  const impersonating = useImpersonation().active;
  useNotificationAttention();

  const toggle = () => {
    if (isMobile) {
      setMobileOpen((was) => !was);
      return;
    }
    setDesktopOpen((was) => {
      writeLocal('sidebarOpened', !was);
      return !was;
    });
  };

  const subject = session
    ? accessSubjectOf(session.me, session.organisation, session.subscription)
    : null;
  const items: NavItem[] = session
    ? [
        { to: paths.assistant.root.to(), label: m.assistant, end: true },
        { to: paths.assistant.conversations.to(), label: m.conversations },
        { to: paths.assistant.workspaces.to(), label: m.workspaces },
        ...(subject && canUseInternalNormative(subject)
          ? [{ to: paths.assistant.internalNormative.to(), label: m.internalNormative }]
          : []),
        ...(flags.regulatory_alert
          ? [{ to: paths.regulatoryAlert.to(), label: m.regulatoryAlert }]
          : []),
        { to: paths.laws.to(), label: m.laws },
        { to: paths.explore.to(), label: m.explore },
        { to: paths.discover.to(), label: m.discover },
        { to: paths.settings.profile.to(), label: m.settings },
      ]
    : [{ to: paths.discover.to(), label: m.discover }];

  const sidebar = (
    <Box
      component="nav"
      aria-label={intl.formatMessage(m.navigation)}
      sx={{ width: SIDEBAR_WIDTH }}
    >
      <List>
        {items.map((item) => (
          <ListItem key={item.to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={item.to}
              end={item.end}
              onClick={isMobile ? () => setMobileOpen(false) : undefined}
              sx={{
                '&.active': {
                  bgcolor: 'action.selected',
                  boxShadow: (t) => `inset 4px 0 0 ${t.palette.primary.main}`,
                },
                '&.active .MuiListItemText-primary': { fontWeight: 600 },
              }}
            >
              <ListItemText primary={intl.formatMessage(item.label)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
  const closeOnPhone = isMobile ? () => setMobileOpen(false) : undefined;
  const drawerContent = session ? (
    <>
      <Toolbar />
      <NewChatButton onNavigate={closeOnPhone} />
      {sidebar}
      <RecentConversations
        internalNormativeId={session.subscription.internalNormativeId ?? null}
        onNavigate={closeOnPhone}
      />
    </>
  ) : (
    <>
      <Toolbar />
      {sidebar}
    </>
  );

  const name = session ? `${session.me.firstName} ${session.me.lastName}`.trim() : '';
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{intl.formatMessage(m.skipToContent)}</SkipLink>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (t) => t.zIndex.drawer + 1 }}
      >
        <Toolbar sx={{ gap: 2 }}>
          <IconButton
            edge="start"
            aria-label={intl.formatMessage(open ? m.closeSidebar : m.openSidebar)}
            aria-expanded={open ? 'true' : 'false'}
            onClick={toggle}
          >
            <MenuIcon />
          </IconButton>
          <Logo size={28} />
          <Box sx={{ flex: 1 }} />
          <LanguageSwitcher />
          {session ? (
            <UserMenu
              name={name || session.me.email}
              email={session.me.email}
              impersonating={impersonating}
              onSignOut={() => void auth.signOut()}
              onStopImpersonating={() => {
                stopImpersonation();
                queryClient.clear();
                navigate(paths.assistant.root.to());
              }}
            />
          ) : (
            <Button component={NavLink} to={paths.auth.login.to()}>
              {intl.formatMessage(m.signIn)}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Drawer
        variant={isMobile ? 'temporary' : 'persistent'}
        open={open}
        onClose={() => setMobileOpen(false)}
        sx={{
          width: open && !isMobile ? SIDEBAR_WIDTH : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH },
        }}
      >
        {drawerContent}
      </Drawer>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 }, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        {impersonating && session && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {intl.formatMessage(m.impersonatingBanner, { email: session.me.email })}
          </Alert>
        )}
        {children}
      </Box>
      <ResponseReadyArea internalNormativeId={session?.subscription.internalNormativeId ?? null} />
    </Box>
  );
}
