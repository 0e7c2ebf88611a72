import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Learner journeys made on a phone: the enrollment, paying and the learner's own account page, the
 * progress and certificate journey, a lesson's sources; taps on a whole-app page before its code
 * is live, and forms sent before it (or without it), which only a slow phone leaves time for and
 * whose server answers do not depend on the screen. (Whether a page holds still when it comes
 * alive does: steady-hydration runs on both.)
 */
const PHONE_ONLY =
  /\/(enrollment|payments|payment-method|account|course-checkout|early-taps|native-forms|progress-certificates|content-trust|two-factor-phone)\.spec\.ts$/;
/**
 * Admin work at a desk (an admin's second sign-in step too), and checks that do not depend on the viewport (bundle sizes, cache and CSP
 * headers, an article's page). The workspace, queue, cover uploads and appearance settings run on
 * both: issue 27 asks for them on a laptop and a phone.
 */
const DESKTOP_ONLY = /\/(admin|admin-dialogs|admin-session|cache-csp|first-load-budget|news|passkeys|progress-sync|two-factor)\.spec\.ts$/;
/**
 * Removes the sample content the other specs read: its own project, so its own worker and therefore
 * its own server (a worker serves one project); it can run beside the others.
 */
const REMOVES_SAMPLES = /\/launch-checklist\.spec\.ts$/;

/**
 * Debian's Chromium (no browser download): its headless shell (package chromium-headless-shell,
 * the same Blink and V8 build), which is what Playwright itself runs for headless Chromium. The
 * same 182 tests took 13.4 min with it and 22.1 min with the full browser on a slow 2-core machine
 * (docs/decisions/2026-11-28-headless-shell-for-e2e.md). Without the shell, the full browser.
 * Flags that work in this sandbox.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // Each worker has its own server and database (the siteUrl fixture, e2e/fixtures.ts), so specs
  // run side by side, one worker per core. (A failure first seen at two workers, a phone's "Mark as
  // done" left undone, was a real race in the progress sync: e2e/progress-sync.spec.ts.)
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  // Each spec runs where its layout differs (issue 24, item 7): specs whose pages look different on
  // a phone (menus, forms, tabs, reading pages, the admin sections) run on both projects; the rest
  // run once, on the device their people use (learners paying on phones, admins at a desk).
  // The launch project first: its one test and its server's start then run beside the other
  // worker's first specs, instead of alone at the end with one core idle (~10 s of every run).
  projects: [
    {
      name: 'launch',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: REMOVES_SAMPLES,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: [PHONE_ONLY, REMOVES_SAMPLES],
      // Tests of a both-screens spec whose outcome cannot depend on the screen (e2e/fixtures.ts ANY_SCREEN).
      grepInvert: /@any-screen/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, testIgnore: [DESKTOP_ONLY, REMOVES_SAMPLES] },
  ],
});
