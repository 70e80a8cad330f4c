import Box from '@mui/material/Box';

/** The Lexio wordmark; `size` is its height in pixels. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: size, height: size }} />
      <Box
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size * 0.7,
          letterSpacing: '-0.02em',
          color: 'primary.main',
        }}
      >
        Lexio
      </Box>
    </Box>
  );
}
