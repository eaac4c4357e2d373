import './styles/theme.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { createQueryClient } from './api/query-client.js';
import { restoreSession } from './features/auth/restore-session.js';

const queryClient = createQueryClient();

// App root behaviour (spec §2): with the logged_in marker set, the session is refreshed before mounting.
void restoreSession(queryClient).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
