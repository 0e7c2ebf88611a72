import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
const r = await lighthouse('http://127.0.0.1:3999' + process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
const lhr = r!.lhr;
console.log('perf', lhr.categories.performance.score, 'a11y', lhr.categories.accessibility.score, 'err', lhr.runtimeError?.code);
for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'render-blocking-resources', 'render-blocking-insight', 'lcp-breakdown-insight', 'document-latency-insight', 'network-dependency-tree-insight']) {
  const a = lhr.audits[id]; if (!a) continue; console.log(id, a.displayValue ?? '', a.numericValue ?? '', JSON.stringify(a.details?.items?.slice?.(0, 4) ?? '').slice(0, 600));
}
for (const [id, a] of Object.entries(lhr.audits)) if (a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((x) => x.id === id)) console.log('A11Y FAIL', id, JSON.stringify(a.details?.items?.slice?.(0, 3) ?? '').slice(0, 400));
await chrome.kill();
