import { createCasino } from '@casino/sdk';
import type { SessionUser } from '@casino/sdk/contract';
import { Balance, CasinoProvider, Login } from '@casino/widgets';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

// The API is proxied by this app's own server (vite.config.ts), so the casino talks to the same origin.
const casino = createCasino({ baseUrl: '', locale: 'en' });

/** The app's own shell around the casino widgets; the casino pages it links to live on the casino site. */
function App() {
  const [greeting, setGreeting] = useState('');
  const [deposits, setDeposits] = useState(0);
  const signedIn = (user: SessionUser) => setGreeting(`Welcome back, ${user.email}.`);
  return (
    <CasinoProvider casino={casino}>
      <header>
        <h1>Slot Club</h1>
        <p role="status">{greeting}</p>
      </header>
      <main style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 24 }}>
        <Login onSignedIn={signedIn} appearance={{ theme: 'dark', variables: { colorPrimary: '#facc15' } }} />
        <Balance onDeposit={() => setDeposits((count) => count + 1)} />
      </main>
      <footer>
        <p>Deposit button pressed {deposits} times.</p>
      </footer>
    </CasinoProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs <div id="root"> for the app.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
