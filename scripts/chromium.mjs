// Debian's Chromium — test tools never download a browser — with the flags ARCHITECTURE.md lists.
// Plain JavaScript so the benchmark (Node) and the tests (TypeScript) share one list.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
