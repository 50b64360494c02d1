import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { i18n, startI18n } from './i18n/i18n.ts';
import { pageConfig } from './lib/page-config.ts';
import { applyTheme } from './lib/theme.ts';
import { warmUpIntl } from './lib/warm-up-intl.ts';
import './styles.css';

applyTheme(pageConfig.theme);

// Render once the guest's language is loaded, so no text flashes in another language. The first
// render is a transition, so React renders it in slices and the page stays responsive meanwhile.
void startI18n().finally(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  warmUpIntl(i18n.language);
});
