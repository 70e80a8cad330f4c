import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface EmptyStatePageProps {
  /** The page heading. */
  title: string;
  /** What will appear here. */
  description: string;
  /** Extra content under the empty state (e.g. the search parameters the page received). */
  children?: ReactNode;
}

/** The layout a page shows until its feature arrives: heading plus an honest empty state. */
export function EmptyStatePage({ title, description, children }: EmptyStatePageProps) {
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper
        variant="outlined"
        sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}
        role="status"
      >
        <Typography>{description}</Typography>
        {children}
      </Paper>
    </Box>
  );
}

/** A section of a page (a settings tab) that a later release fills: one honest line. */
export function EmptySection({ description }: { description: string }) {
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}
    >
      {description}
    </Paper>
  );
}

/** Lists received parameters, so a page shows what it was opened with. */
export function ParamList({ values }: { values: Record<string, string | null | undefined> }) {
  const entries = Object.entries(values).filter(
    ([, v]) => v !== null && v !== undefined && v !== '',
  );
  if (entries.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        mt: 2,
        display: 'inline-grid',
        gridTemplateColumns: 'auto auto',
        gap: 0.5,
        textAlign: 'left',
      }}
    >
      {entries.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {key}
          </Box>
          <Box component="dd" sx={{ m: 0 }} data-testid={`param-${key}`}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
