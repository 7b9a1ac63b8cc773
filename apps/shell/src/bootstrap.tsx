import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initTheme } from '@capsuisse/web-theme';
import { App } from './app/App';
import { readRemoteManifest } from './federation/remote-manifest';
import './styles.css';

initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('#root element not found');

// Remote URLs are known only at run time: the manifest is on its way while the first page renders.
void readRemoteManifest();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
