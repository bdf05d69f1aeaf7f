import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API the dev and preview servers forward /api to (VOZKA_API_URL overrides it, e.g. for a mock).
const API_TARGET = process.env.VOZKA_API_URL ?? 'http://127.0.0.1:3000';

// Vite requires a default export for its config file.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'mantine', test: /node_modules[\\/]@mantine|node_modules[\\/]@floating-ui/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': API_TARGET } },
  preview: { proxy: { '/api': API_TARGET } },
});
