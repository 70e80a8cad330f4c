import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Library build: two entries so an app that renders no grid never loads @mui/x-data-grid.
export default defineConfig({
  plugins: [react()],
  build: {
    lib: {
      entry: { index: 'src/index.ts', grids: 'src/grids.ts' },
      formats: ['es'],
    },
    sourcemap: true,
    rollupOptions: {
      external: (id) =>
        /^(react|react-dom|@mui\/|@emotion\/)/.test(id) || id === 'react/jsx-runtime',
    },
  },
});
