/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Route modules are loaded with React Router's `lazy`, so each page becomes its own
// chunk and the landing page never downloads the signed-in app. `npm run build` then
// prerenders the landing page into static HTML (scripts/prerender-landing.ts).
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // scripts/prerender-landing.ts reads it to link the landing page's styles and scripts.
    manifest: true,
    rolldownOptions: {
      // The app, and the prerendered pages' small script (src/prerender/boot.ts).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'page-boot': fileURLToPath(new URL('./src/prerender/boot.ts', import.meta.url)),
      },
      output: {
        // Long-lived vendor chunks: a deploy that changes one page does not invalidate
        // React or the supabase client in visitors' caches, and each loads in parallel.
        codeSplitting: {
          groups: [
            // React and the router apart: the prerendered pages' boot script runs the app's
            // chunks one task each (src/prerender/boot.ts), and these are the two largest.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
