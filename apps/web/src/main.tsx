// first: before any chunk loads zod
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/router.tsx';
import './index.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// public pages arrive prerendered (scripts/prerender.mjs): React takes over their HTML; others start empty
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
