import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { createRuntime } from './app/createRuntime';
import './site.css';

const root = document.getElementById('root');
if (!root) throw new Error('The host page needs an element with id "root" to render the casino into.');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <App createRuntime={createRuntime} />
    </BrowserRouter>
  </StrictMode>,
);
