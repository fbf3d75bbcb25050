// Each screen draws from the catalogs loaded with its code (docs/decisions.md 41): every
// message a module of the page script uses is in the visitor catalog, one of a visitor's lazily
// loaded page in the visitor's catalogs, one of a signed-in screen in the visitor's or the
// signed-in catalog. The catalogs' origins name the files that use each message, so a catalog
// extracted before a module began to import another fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogSources } from '../../build/catalog-sources.ts';
import { catalogNames, readCatalog } from './po-catalog.ts';

const sources = catalogSources();
const every = catalogNames().flatMap((name) => readCatalog('en', name));
const idsOf = (...names: string[]) => new Set(names.flatMap((name) => readCatalog('en', name)).map((entry) => entry.id));
const usedIn = (modules: string[]) => every.filter((entry) => entry.origins.some((origin) => modules.includes(origin)));

describe('given the modules the page script imports (the shell, the welcome, sign-in and registration)', () => {
  it('finds them, the welcome page among them', () => {
    expect(sources.visitor).toContain('src/features/account/WelcomePage.tsx');
    expect(sources.visitor).not.toContain('src/features/dashboard/DashboardPage.tsx');
  });

  it('when a visitor opens `/`, then every message they use is in the visitor catalog', () => {
    const visitor = idsOf('visitor');
    const missing = usedIn(sources.visitor).filter((entry) => !visitor.has(entry.id));
    expect(missing.map((entry) => `${entry.origins.join(', ')}: ${entry.id}`)).toEqual([]);
  });
});

describe("given the modules of a visitor's lazily loaded pages (privacy notice, password reset, offers, plans, admin sign-in)", () => {
  it('finds them', () => {
    expect(sources.visitorPages).toEqual(expect.arrayContaining(['src/features/privacy/PrivacyNoticePage.tsx', 'src/features/account/PasswordResetPage.tsx']));
  });

  it("when a visitor opens one, then every message it uses is in the visitor's catalogs", () => {
    const visitors = idsOf('visitor', 'visitor-pages');
    const missing = usedIn(sources.visitorPages).filter((entry) => !visitors.has(entry.id));
    expect(missing.map((entry) => `${entry.origins.join(', ')}: ${entry.id}`)).toEqual([]);
  });
});

describe('given the modules of signed-in screens (every other module of src, and what they import)', () => {
  it('finds them, with the visitor pages’ modules they share (the plans’ names on the dashboard and at checkout)', () => {
    expect(sources.signedIn).toEqual(
      expect.arrayContaining(['src/features/dashboard/DashboardPage.tsx', 'src/features/subscriptions/plan-words.ts']),
    );
    expect(sources.signedIn).not.toContain('src/features/account/WelcomePage.tsx');
    expect(sources.signedIn).not.toContain('src/features/privacy/PrivacyNoticePage.tsx');
  });

  it('when a signed-in screen is opened first (without the visitor pages’ catalog), then every message it uses is in the visitor or the signed-in catalog', () => {
    const signedIn = idsOf('visitor', 'messages');
    const missing = usedIn(sources.signedIn).filter((entry) => !signedIn.has(entry.id));
    expect(missing.map((entry) => `${entry.origins.join(', ')}: ${entry.id}`)).toEqual([]);
  });
});

describe('given the route files', () => {
  const routes = readdirSync('src/routes').filter((name) => /\.tsx$/.test(name) && !name.endsWith('.lazy.tsx'));

  it("when a page loads lazily, then it comes with the visitor pages' catalog or waits for someone signed in (whose answer brings the signed-in catalog)", () => {
    const neither = routes.filter((name) => {
      const route = readFileSync(`src/routes/${name}`, 'utf8');
      return route.includes('lazyRouteComponent(') && !/requireCustomer|requireAdmin|signedInUser\(/.test(route);
    });
    expect(neither).toEqual([]);
  });
});
