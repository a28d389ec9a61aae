import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  // Origin checks for state-changing requests are done in our middleware (JSON APIs included).
  security: { checkOrigin: false, csp: true },
  build: { inlineStylesheets: 'auto' },
  vite: {
    ssr: { external: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg', 'nodemailer'] },
    optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  },
});
