/**
 * The repository explains itself: comments, test names and scripts point to docs/requirements.md, never to
 * documents that are not in the repository. This test fails when a file under src/, scripts/ or tests/
 * - mentions a numbered section of an outside specification (the word spec followed by a section sign), or a
 *   numbered issue ("issue" and a number);
 * - points to a section of docs/requirements.md (the file name, a comma and the heading in double quotes) that is
 *   not a heading of that file;
 * and when a Markdown link of docs/ or README.md to requirements.md#anchor names an anchor that does not exist.
 * The docs cannot drift either: every path of the repository that docs/ or README.md writes in backticks exists
 * (a path git ignores, such as generated pictures, excepted), and every function they write as called (`name(`)
 * is named somewhere in src/, scripts/ or tests/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['src', 'scripts', 'tests'];
const SKIP_DIRS = new Set(['node_modules', '.next', 'test-results', 'playwright-report']);

// built from parts so that this file does not match its own rules
const SECTION_SIGN = String.fromCharCode(0xa7);
const OUTSIDE_SPEC = new RegExp(`\\bspec\\s*${SECTION_SIGN}`, 'i');
const ISSUE_NUMBER = new RegExp('\\bissue' + ' #?\\d+', 'i');
const REQUIREMENTS = 'docs/requirements.md';
const POINTER = new RegExp(`${REQUIREMENTS.replace(/[./]/g, '\\$&')}, "([^"]+)"`, 'g');

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) out.push(...listFiles(path.join(dir, entry.name)));
    } else if (entry.isFile()) out.push(path.join(dir, entry.name));
  }
  return out;
}

/** Text files only: anything with a NUL byte (fonts, pictures) is left out. */
function textFiles(): { file: string; lines: string[] }[] {
  return SCANNED.flatMap((d) => listFiles(path.join(ROOT, d)))
    .map((abs) => ({ file: path.relative(ROOT, abs), text: readFileSync(abs, 'utf8') }))
    .filter(({ text }) => !text.includes('\u0000'))
    .map(({ file, text }) => ({ file, lines: text.split('\n') }));
}

const requirementsText = readFileSync(path.join(ROOT, REQUIREMENTS), 'utf8');
const HEADINGS = new Set(
  requirementsText
    .split('\n')
    .map((l) => /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(l)?.[1])
    .filter((h): h is string => !!h),
);

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const ANCHORS = new Set([...HEADINGS].map(anchorOf));

describe('references in the code point into the repository', () => {
  const files = textFiles();

  it('finds the files it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(HEADINGS.size).toBeGreaterThan(20);
  });

  it('names no outside specification section and no numbered issue', () => {
    const found = files.flatMap(({ file, lines }) =>
      lines.flatMap((line, i) => (OUTSIDE_SPEC.test(line) || ISSUE_NUMBER.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found, 'say the rule, or point to a heading of docs/requirements.md').toEqual([]);
  });

  it(`points only to headings that exist in ${REQUIREMENTS}`, () => {
    const pointers = files.flatMap(({ file, lines }) =>
      lines.flatMap((line, i) => [...line.matchAll(POINTER)].map((m) => ({ where: `${file}:${i + 1}`, heading: m[1] }))),
    );
    expect(pointers.length).toBeGreaterThan(50);
    expect(pointers.filter((p) => !HEADINGS.has(p.heading)).map((p) => `${p.where}: "${p.heading}"`)).toEqual([]);
  });

  it('links docs and README only to anchors of requirements.md that exist', () => {
    const docs = [path.join(ROOT, 'README.md'), ...listFiles(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md'))];
    const broken = docs.flatMap((abs) =>
      [...readFileSync(abs, 'utf8').matchAll(/requirements\.md#([\p{L}\p{N}_-]+)/gu)]
        .filter((m) => !ANCHORS.has(m[1]))
        .map((m) => `${path.relative(ROOT, abs)}: #${m[1]}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('docs name what exists', () => {
  const docs = [path.join(ROOT, 'README.md'), ...listFiles(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md'))];
  const quoted = docs.flatMap((abs) =>
    [...readFileSync(abs, 'utf8').matchAll(/`([^`\n]+)`/g)].map((m) => ({ doc: path.relative(ROOT, abs), text: m[1] })),
  );
  const ignored = (p: string) => {
    try {
      execFileSync('git', ['check-ignore', '-q', p], { cwd: ROOT });
      return true;
    } catch {
      return false;
    }
  };

  it('every backticked path of the repository exists', () => {
    const paths = quoted.flatMap(({ doc, text }) => {
      const p = /^((?:src|scripts|tests|docs|public|drizzle|\.ci)\/[\w./@()[\]-]+)/.exec(text)?.[1].replace(/[.,:]+$/, '');
      // a pattern (`public/images/{catalog,tours}`, `src/**`) is not a path
      return p && !/^[{*]/.test(text.slice(p.length)) ? [{ doc, p }] : [];
    });
    expect(paths.length).toBeGreaterThan(200);
    // a folder git ignores the files of (generated pictures) counts as ignored
    const missing = paths
      .filter(({ p }) => !existsSync(path.join(ROOT, p)) && !ignored(p.endsWith('/') ? `${p}generated.webp` : p))
      .map(({ doc, p }) => `${doc}: ${p}`);
    expect(missing).toEqual([]);
  });

  it('every function written as called is named in the code', () => {
    const code = textFiles()
      .map(({ lines }) => lines.join('\n'))
      .join('\n');
    const names = new Set(quoted.flatMap(({ text }) => /^([A-Za-z_$][\w$]*)\(/.exec(text)?.[1] ?? []));
    expect(names.size).toBeGreaterThan(50);
    const unknown = [...names].filter((n) => !new RegExp(`\\b${n.replace('$', '\\$')}\\b`).test(code));
    expect(unknown).toEqual([]);
  });
});
