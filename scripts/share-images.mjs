// node scripts/share-images.mjs: writes a PNG copy (1200 × 750) next to each bundled news picture
// (public/images/flash-news/*.svg). Link previews (WhatsApp, Facebook, X) do not show SVG: a
// shared news page names the PNG as its `og:image`. Run it again after changing a picture, and
// commit the PNGs; src/content/flash-news.ts lists them (`shareImages`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const FOLDER = 'public/images/flash-news';
const SIZE = { width: 1200, height: 750 };

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  const page = await browser.newPage({ viewport: SIZE });
  for (const name of readdirSync(FOLDER).filter((file) => file.endsWith('.svg') && file !== 'placeholder.svg')) {
    const svg = readFileSync(join(FOLDER, name), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0}img{display:block;width:${SIZE.width}px;height:${SIZE.height}px}</style>` +
        `<img alt="" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    const file = join(FOLDER, name.replace(/\.svg$/, '.png'));
    await page.screenshot({ path: file, clip: { x: 0, y: 0, ...SIZE } });
    console.log(`Wrote ${file}.`);
  }
} finally {
  await browser.close();
}
