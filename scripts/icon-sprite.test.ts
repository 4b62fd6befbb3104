import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconNames } from '../src/components/ui/icons';
import { buildIconSprite, MODULE_FILE, SPRITE_FILE, spriteModule } from './icon-sprite';

describe('the icon sprite', () => {
  it('holds every declared icon, as committed (run `npm run icons` after declaring one)', async () => {
    const sprite = await buildIconSprite(iconNames());
    expect(iconNames().length).toBeGreaterThan(50);
    for (const name of iconNames()) expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(sprite);
    expect(readFileSync(MODULE_FILE, 'utf8')).toBe(spriteModule(sprite));
  });

  it("draws lucide's shapes without React's keys, and refuses a name that is not lucide's", async () => {
    const sprite = await buildIconSprite(['star', 'x']);
    expect(sprite).toMatch(/<symbol id="star" viewBox="0 0 24 24"><path d="M11\.525 2\.295[^"]*"\/><\/symbol>/);
    expect(sprite).toContain('<symbol id="x" viewBox="0 0 24 24"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></symbol>');
    expect(sprite).not.toContain('key=');
    await expect(buildIconSprite(['../star'])).rejects.toThrow(/not a lucide icon name/);
    await expect(buildIconSprite(['no-such-icon-anywhere'])).rejects.toThrow();
    // a new sprite, a new address
    expect(spriteModule(sprite)).not.toBe(spriteModule(`${sprite} `));
  });

  it('is the only way icons reach a page: no source file imports lucide-react (whose icons write their paths inline)', () => {
    const sources = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    expect(sources.length).toBeGreaterThan(300);
    const importers = sources.filter((f) => /from 'lucide-react'/.test(readFileSync(path.join('src', f), 'utf8')));
    expect(importers).toEqual([]);
  });
});
