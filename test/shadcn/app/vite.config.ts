import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// shadcn's Vite setup (Tailwind's plugin, the @/ alias), and a proxy to the latchkey service so
// the page and the service share an origin (the session cookie is SameSite=Lax).
const service = process.env.LATCHKEY_SERVICE_URL ?? 'http://127.0.0.1:8787';
const proxy = { '/users': service, '/__dev': service };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, './src') } },
  server: { proxy },
  preview: { proxy },
});
