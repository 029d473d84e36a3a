import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import 'latchkey/styles.css';
import './demo.css';

const root = document.getElementById('root');
if (!root) throw new Error('The demo needs a #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
