import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../e2e/support/browser.ts';

// The bench measures the full browser a guest runs, not the test suite's headless shell.
const CHROMIUM = FULL_CHROMIUM;

export interface JsBudget {
  files: { url: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** The JavaScript a phone downloads for the first menu load, each file gzipped at level 9. */
export async function measureFirstLoadJs(baseUrl: string): Promise<JsBudget> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const scripts: string[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || type.includes('javascript')) scripts.push(response.url());
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    const files = [];
    for (const url of [...new Set(scripts)]) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      files.push({ url: new URL(url).pathname, gzipBytes: gzipSync(body, { level: 9 }).length });
    }
    return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU (a reference desktop scores about 1,000–2,000). */
  benchmarkIndex: number;
}

/**
 * Lighthouse's mobile preset (simulated slow 4G, mid-range phone) in Debian's Chromium. A run Lighthouse could
 * not complete (its trace missed the navigation now and then: NO_NAVSTART) is said and tried again, up to three
 * times, never counted as zeros.
 */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  (a failed Lighthouse run, not counted: ${(error as Error).message})`);
    }
  }
}

async function runLighthouseOnce(url: string): Promise<LighthouseScores> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('lighthouse returned no result');
    // A run that could not load the page (e.g. NO_FCP) scores zeros: a failure, not a figure.
    const failure = result.lhr.runtimeError;
    if (failure) throw new Error(`lighthouse could not measure ${url}: ${failure.code} ${failure.message}`);
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    };
  } finally {
    chrome.kill();
  }
}
