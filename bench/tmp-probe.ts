import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
const t0 = Date.now();
page.on('request', (r) => { if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr') console.log(Date.now() - t0, r.method(), r.url()); });
await page.goto('http://localhost:4610/');
await page.waitForTimeout(4000);
await browser.close();
