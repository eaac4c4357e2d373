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
warmFirstScreen(queryClient);

// App root behaviour (spec §2): with the logged_in marker set, the session is refreshed before mounting;
// the messages of the member's language, and the first screen's code and messages, load meanwhile.
void Promise.allSettled([restoreSession(queryClient), i18nReady]).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
