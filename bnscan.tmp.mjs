import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const base = process.env.BASE || 'http://127.0.0.1:3100';
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
for (const path of ['/bn', '/bn/shop/laminate', '/bn/product/guildford-espresso-oak-83-mm-laminate', '/bn/product/armani-grey-carving-24x48-porcelain', '/bn/categories', '/bn/virtualtour', '/bn/blogs', '/bn/faq', '/bn/contactus', '/bn/measure', '/bn/cart', '/bn/new-arrivals']) {
  await p.goto(base + path, { waitUntil: 'load' });
  await p.waitForTimeout(1200);
  const hits = await p.evaluate(() => {
    const out = [];
    const w = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let n = w.nextNode(); n; n = w.nextNode()) {
      const t = (n.textContent ?? '').trim();
      const el = n.parentElement;
      if (!t || !/[0-9]/.test(t) || !el || el.closest('script,style,[lang="en"],a[href^="tel:"],address')) continue;
      if (!el.checkVisibility?.()) continue;
      out.push(`${el.tagName.toLowerCase()}${el.dataset.testid ? '#' + el.dataset.testid : ''}: ${t.slice(0, 70)}`);
    }
    return out;
  });
  console.log('==', path, hits.length); for (const h of [...new Set(hits)].slice(0, 15)) console.log('  ', h);
}
await b.close();
