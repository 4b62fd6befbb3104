import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * The authorisation net under every dashboard action, found from the registry (so a new action cannot be
 * missed): whoever may not run it gets 403 and no table changes by a single row. Each area's own test file
 * checks its allowed cases too; this one makes sure no action was registered without a check.
 */
vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));

import { useDbHandle } from '@/server/db';
import { DASHBOARD_ACTIONS } from '@/server/dashboard/registry';
import { dashboardRouteAccess } from '@/domain/dashboard/route-access';
import { createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, tableRowCounts, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const ROOT = process.cwd();
function filesUnder(dir: string, name: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const p = path.join(dir, entry);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p, name));
    else if (entry === name) out.push(p);
  }
  return out;
}

/** Source of a file and of what it imports from the project, a few levels deep (pages delegate to templates). */
function sourceWithImports(file: string, depth = 3, seen = new Set<string>()): string {
  if (seen.has(file)) return '';
  seen.add(file);
  const src = readFileSync(file, 'utf8');
  if (depth === 0) return src;
  let all = src;
  for (const m of src.matchAll(/from\s+'((?:@\/|\.{1,2}\/)[^']+)'/g)) {
    const spec = m[1];
    const base = spec.startsWith('@/') ? path.join(ROOT, 'src', spec.slice(2)) : path.resolve(path.dirname(file), spec);
    const hit = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => existsSync(f) && statSync(f).isFile());
    if (hit) all += `\n${sourceWithImports(hit, depth - 1, seen)}`;
  }
  return all;
}

describe('every dashboard page and route checks its permission on the server', () => {
  it.each(filesUnder(path.join(ROOT, 'src/app/[locale]/dashboard'), 'page.tsx').map((f) => path.relative(ROOT, f)))(
    '%s reaches guardPage',
    (file) => {
      // a call (awaited), not the definition in page-guard.ts that every page's imports also reach; the overview, open
      // to every staff member, checks for staff and reads through actions that check their own rights
      expect(sourceWithImports(path.join(ROOT, file))).toMatch(/await (guardPage|requireStaff)\(/);
    },
  );

  // the areas' layout refuses a full page load by the URL's rule before anything streams (real HTTP 403); the page's
  // own guard must ask for the same right, or one of the two would let through what the other refuses
  it.each(filesUnder(path.join(ROOT, 'src/app/[locale]/dashboard'), 'page.tsx').map((f) => path.relative(ROOT, f)))(
    '%s asks for the right the layout checks from its URL',
    (file) => {
      const route =
        '/' +
        path
          .dirname(path.relative(path.join(ROOT, 'src/app/[locale]'), path.join(ROOT, file)))
          .replace(/\[[^\]]+\]/g, 'some-id')
          .split(path.sep)
          // a route group, "(areas)", is not part of the URL
          .filter((segment) => !/^\(.+\)$/.test(segment))
          .join('/');
      const call = readFileSync(path.join(ROOT, file), 'utf8').match(/guardPage\([^,]+,\s*'(\w+)'(?:,\s*'(\w+)')?\)/);
      const rule = dashboardRouteAccess(route);
      if (!call) {
        // delegating pages (catalogue templates) and the overview: the rule must still exist for area pages
        if (route !== '/dashboard') expect(rule, route).not.toBeNull();
        return;
      }
      const [, area, action = 'view'] = call;
      expect(rule, route).toEqual(area === 'admin' ? 'admin' : { area, action });
    },
  );

  it.each(filesUnder(path.join(ROOT, 'src/app/api/dashboard'), 'route.ts').map((f) => path.relative(ROOT, f)))(
    '%s checks the caller',
    (file) => {
      expect(sourceWithImports(path.join(ROOT, file))).toMatch(/findDashboardAction|isAllowed\(|defineAction\(/);
    },
  );
});

describe('registered dashboard actions refuse callers without the right (PGlite)', () => {
  let tdb: TestDatabase;
  const actorsByArea = new Map<string, Record<ActorKind, string | null>>();
  const actions = Object.values(DASHBOARD_ACTIONS);

  beforeAll(async () => {
    tdb = await createSeededTestDatabase('pglite');
    useDbHandle(tdb.handle);
    for (const a of actions) {
      const area = typeof a.permission === 'string' ? 'dashboard' : a.permission.area;
      if (!actorsByArea.has(area)) actorsByArea.set(area, await createActors(tdb.handle.db, area));
    }
  });
  afterAll(async () => {
    await tdb?.dispose();
  });

  const snapshot = () => tableRowCounts(tdb);

  it.each(actions.map((a) => [a.actionName, a] as const))('%s', async (_name, action) => {
    const { permission } = action;
    const actors = actorsByArea.get(typeof permission === 'string' ? 'dashboard' : permission.area)!;
    // staffWithout has every other area in full; for admin-only actions even full staff rights are not enough; an
    // action for every staff member refuses only those who may not enter the dashboard
    const refused: ActorKind[] = ['guest', 'customer', 'inactiveStaff'];
    if (permission !== 'staff') refused.push('staffWithout');
    if (permission === 'admin') refused.push('staffEdit');
    else if (permission !== 'staff' && permission.action !== 'view') refused.push('staffView');
    if (typeof permission !== 'string' && permission.action === 'delete') refused.push('staffEditNoDelete');
    const before = await snapshot();
    for (const kind of refused) {
      actAs(actors[kind]);
      const res = await action({ ids: ['00000000-0000-4000-8000-000000000000'], id: '00000000-0000-4000-8000-000000000000' });
      expect(res, `${kind}`).toMatchObject({ ok: false, status: 403 });
    }
    expect(await snapshot()).toEqual(before);
  });
});
