/**
 * Makes the icon sprite (docs/architecture.md, "Icons"): `public/icons.svg`, one `<symbol>` per icon declared in
 * src/components/ui/icons.tsx, drawn from lucide's data, and src/components/ui/icon-sprite.ts, the sprite's address
 * with a hash of its content (a new sprite gets a new address, so the browser may keep one for a year).
 * Run: `npm run icons` after declaring an icon; scripts/icon-sprite.test.ts fails while the committed files differ.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type IconNode = [tag: string, attrs: Record<string, string | number>][];

const escape = (v: string | number) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The sprite of the named icons (lucide's file names), in the order given. */
export async function buildIconSprite(names: readonly string[]): Promise<string> {
  const symbols = await Promise.all(
    names.map(async (name) => {
      if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`icon-sprite: "${name}" is not a lucide icon name`);
      const { __iconData: data } = (await import(`lucide-react/icons/${name}`)) as { __iconData: { node: IconNode } };
      const shapes = data.node
        .map(
          ([tag, attrs]) =>
            `<${tag} ${Object.entries(attrs)
              .filter(([k]) => k !== 'key')
              .map(([k, v]) => `${k}="${escape(v)}"`)
              .join(' ')}/>`,
        )
        .join('');
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

/** The module giving the sprite's address, versioned by its content. */
export function spriteModule(sprite: string): string {
  const version = createHash('sha256').update(sprite).digest('hex').slice(0, 10);
  return `// Made by \`npm run icons\` (scripts/icon-sprite.ts): the icon sprite's address, versioned by its content.\nexport const ICON_SPRITE = '/icons.svg?v=${version}';\n`;
}

export const SPRITE_FILE = path.join('public', 'icons.svg');
export const MODULE_FILE = path.join('src', 'components', 'ui', 'icon-sprite.ts');

async function main() {
  const { iconNames } = await import('../src/components/ui/icons');
  const sprite = await buildIconSprite(iconNames());
  await writeFile(SPRITE_FILE, sprite);
  await writeFile(MODULE_FILE, spriteModule(sprite));
  console.log(`icons: ${iconNames().length} icons, ${SPRITE_FILE} ${sprite.length.toLocaleString('en')} bytes`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
