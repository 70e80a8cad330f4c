import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useLayoutEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';

import { TabAttention, type TabAttentionProps } from './TabAttention.js';

// A fixed, self-contained favicon so the badge drawn on it looks the same on every run.
const demoIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="6" fill="#1F3563"/><rect x="8" y="8" width="16" height="16" rx="2" fill="#B08A2E"/></svg>',
)}`;
const demoTitle = 'Lexio';

/** Shows what the browser tab would show: the page title and the favicon, enlarged. */
function TabPreview(props: TabAttentionProps) {
  const [tab, setTab] = useState({ title: '', icon: '' });

  // Runs before TabAttention's effect, so the hook finds this page's favicon and title.
  useLayoutEffect(() => {
    const link = document.createElement('link');
    link.rel = 'icon';
    link.href = demoIcon;
    document.head.prepend(link);
    const previousTitle = document.title;
    document.title = demoTitle;
    return () => {
      link.remove();
      document.title = previousTitle;
    };
  }, []);

  useEffect(() => {
    const read = () =>
      setTab({
        title: document.title,
        icon: document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? '',
      });
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.head, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        width: 360,
      }}
    >
      <TabAttention {...props} />
      {tab.icon && (
        <Box
          component="img"
          src={tab.icon}
          alt="Favicon"
          width={64}
          height={64}
          sx={{ imageRendering: 'pixelated' }}
        />
      )}
      <div>
        <Typography variant="caption" color="text.secondary" component="p">
          Tab title
        </Typography>
        <Typography data-testid="tab-title" component="p">
          {tab.title}
        </Typography>
      </div>
    </Box>
  );
}

// The preview iframe is visible while the stories run: simulate the user switching tabs.
function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

const meta = {
  title: 'Components/TabAttention',
  component: TabAttention,
  args: { count: 2 },
  render: (args) => <TabPreview {...args} />,
  beforeEach: () => () => {
    Reflect.deleteProperty(document, 'hidden');
    document.dispatchEvent(new Event('visibilitychange'));
  },
} satisfies Meta<typeof TabAttention>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('tab-title')).toHaveTextContent(demoTitle));
  },
};

export const VisibleTab: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('tab-title')).toHaveTextContent(/^Lexio$/));
    await expect(canvas.getByRole('img', { name: 'Favicon' })).toHaveAttribute('src', demoIcon);
  },
};

export const HiddenWithNotifications: Story = {
  args: { count: 3 },
  play: async ({ canvas }) => {
    setTabHidden(true);
    await waitFor(() => expect(canvas.getByTestId('tab-title')).toHaveTextContent('(3) Lexio'));
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Favicon' }).getAttribute('src')).toMatch(
        /^data:image\/png/,
      ),
    );
  },
};

export const HiddenWithoutNotifications: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('tab-title')).toHaveTextContent(/^Lexio$/));
    setTabHidden(true);
    // Give the hook a chance to (wrongly) react before checking that nothing changed.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.getByTestId('tab-title')).toHaveTextContent(/^Lexio$/);
    await expect(canvas.getByRole('img', { name: 'Favicon' })).toHaveAttribute('src', demoIcon);
  },
};

export const RestoredWhenVisible: Story = {
  args: { count: 3 },
  play: async ({ canvas }) => {
    setTabHidden(true);
    await waitFor(() => expect(canvas.getByTestId('tab-title')).toHaveTextContent('(3) Lexio'));
    setTabHidden(false);
    await waitFor(() => expect(canvas.getByTestId('tab-title')).toHaveTextContent(/^Lexio$/));
    await expect(canvas.getByRole('img', { name: 'Favicon' })).toHaveAttribute('src', demoIcon);
  },
};
