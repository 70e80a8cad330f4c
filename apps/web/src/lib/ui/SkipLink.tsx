import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface SkipLinkProps {
  /** The target's fragment, e.g. `#main-content`. */
  href: string;
  children: ReactNode;
}

/**
 * The first stop of the page for keyboard users: hidden until focused, it moves focus past the
 * navigation to the page content (WCAG 2.4.1).
 */
export function SkipLink({ href, children }: SkipLinkProps) {
  return (
    <Box
      component="a"
      href={href}
      onClick={(event) => {
        // Focus the target itself: a fragment link alone scrolls but leaves focus where it was in
        // some browsers, and the router does not handle in-page fragments.
        const target = document.getElementById(href.slice(1));
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      sx={{
        position: 'fixed',
        left: 8,
        top: 8,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {children}
    </Box>
  );
}
