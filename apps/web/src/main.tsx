import './styles/theme.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { createAppQueryClient } from './app/query-client.js';
import { warmFirstScreen } from './app/router.js';
import { restoreSession } from './features/auth/index.js';
import { i18nReady } from './i18n/index.js';

const queryClient = createAppQueryClient();
// a page the server drew (prerender.tsx) comes with its data: app/hydrate.tsx takes it over
const prerendered = document.getElementById('kickoff-prerender') !== null;
if (!prerendered) warmFirstScreen(queryClient);

// App root behaviour (spec §2): with the logged_in marker set, the session is refreshed before mounting;
// the messages of the member's language, and the first screen's code and messages, load meanwhile.
void Promise.allSettled([restoreSession(queryClient), i18nReady]).finally(async () => {
  const container = document.getElementById('root')!;
  if (prerendered) {
    const hydrated = await import('./app/hydrate.js')
      .then(({ hydratePrerendered }) => hydratePrerendered(container, queryClient))
      .catch(() => false);
    if (hydrated) return;
  }
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
