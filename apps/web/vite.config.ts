import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** `npm run dev`: the API on 8080 by default; WEB_PORT and API_TARGET run a second pair beside it. */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 800 },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
});
