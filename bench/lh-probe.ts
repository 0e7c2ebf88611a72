import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const path of process.argv.slice(2)) {
  const r = await lighthouse('http://127.0.0.1:3700' + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  console.log(path, 'TBT', Math.round(a['total-blocking-time']!.numericValue!), 'LCP', Math.round(a['largest-contentful-paint']!.numericValue!), 'FCP', Math.round(a['first-contentful-paint']!.numericValue!), 'TTI', Math.round(a['interactive']?.numericValue ?? NaN));
  const mw = (a['mainthread-work-breakdown']?.details as { items?: { groupLabel: string; duration: number }[] })?.items ?? [];
  console.log('   ', mw.map((m) => `${m.groupLabel}:${Math.round(m.duration)}`).join(' | '));
  const lt = (a['long-tasks']?.details as { items?: { url: string; duration: number; startTime: number }[] })?.items ?? [];
  for (const t of lt.slice(0, 6)) console.log('   long task', Math.round(t.duration), 'ms at', Math.round(t.startTime), t.url);
  const dom = a['dom-size']; console.log('   dom', dom?.numericValue);
}
await chrome.kill();
