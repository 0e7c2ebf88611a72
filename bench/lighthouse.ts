import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseMedians {
  performance: number;
  worstPerformance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Lighthouse's default (mobile) preset: simulated 150 ms RTT, 1.6 Mbps, 4x CPU slowdown. */
export async function runLighthouse(url: string, runs: number): Promise<LighthouseMedians> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const results: { perf: number; a11y: number; bp: number; seo: number; lcp: number; tbt: number; cls: number }[] = [];
    for (let i = 0, failures = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result!.lhr;
      // A run Lighthouse itself could not finish (its runtimeError) is repeated, not scored 0; twice in a row is reported.
      if (lhr.runtimeError) {
        if (++failures > 2) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
        i--;
        continue;
      }
      failures = 0;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    return {
      performance: median(results.map((r) => r.perf)),
      worstPerformance: Math.min(...results.map((r) => r.perf)),
      accessibility: median(results.map((r) => r.a11y)),
      bestPractices: median(results.map((r) => r.bp)),
      seo: median(results.map((r) => r.seo)),
      lcp: median(results.map((r) => r.lcp)),
      tbt: median(results.map((r) => r.tbt)),
      cls: median(results.map((r) => r.cls)),
    };
  } finally {
    await chrome.kill();
  }
}
