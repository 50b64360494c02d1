import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startI18n } from './i18n/i18n.ts';
import { pageConfig } from './lib/page-config.ts';
import { applyTheme } from './lib/theme.ts';
import './styles.css';

applyTheme(pageConfig.theme);

// Render once the guest's language is loaded, so no text flashes in another language.
void startI18n().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
