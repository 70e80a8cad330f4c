import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import { notFoundClasses } from './notFoundClasses.js';

export interface NotFoundProps {
  /** The page heading. */
  title?: string;
  /** One sentence under the heading. */
  description?: string;
  /** Label of the button that leaves the page; the button shows only with `onGoHome`. */
  homeLabel?: string;
  /** Called by the home button; the app navigates (the design system knows no router). */
  onGoHome?: () => void;
  /** Root element: `main` when the screen is the page, `div` inside a layout that has its own main. */
  component?: 'main' | 'div' | 'section';
  /** Extra class on the root. */
  className?: string;
}

const NotFoundRoot = styled('main')(({ theme }) => ({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(3),
  textAlign: 'center',
  backgroundColor: theme.palette.background.default,
}));

/** The screen for an address that matches no page. */
export function NotFound({
  title = 'Page not found',
  description = 'The page you are looking for does not exist or has been moved.',
  homeLabel = 'Go to the home page',
  onGoHome,
  component = 'main',
  className,
}: NotFoundProps) {
  return (
    <NotFoundRoot
      as={component}
      className={className ? `${notFoundClasses.root} ${className}` : notFoundClasses.root}
    >
      <Typography
        className={notFoundClasses.code}
        aria-hidden
        sx={{ fontSize: '4rem', fontWeight: 700, lineHeight: 1, color: 'primary.main' }}
      >
        404
      </Typography>
      <Typography className={notFoundClasses.title} component="h1" variant="h4">
        {title}
      </Typography>
      <Typography
        className={notFoundClasses.description}
        color="text.secondary"
        sx={{ maxWidth: 480 }}
      >
        {description}
      </Typography>
      {onGoHome ? (
        <Button variant="contained" onClick={onGoHome} sx={{ mt: 1 }}>
          {homeLabel}
        </Button>
      ) : null}
    </NotFoundRoot>
  );
}
