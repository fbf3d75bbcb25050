import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Which source files each Lingui catalog is extracted from (lingui.config.ts; docs/decisions.md
// 41), found by following imports, so a message lands in the catalog of the screens that show it:
// - `visitor`: what the page script imports statically (the shell around every page, `/`'s
//   welcome with sign-in and registration, the page not found), less the route tree, whose other
//   pages are someone's who is signed in.
// - `visitorPages`: the lazily loaded pages open to whoever is not signed in, each named in its
//   route with `lazyVisitorPage` (src/routes/lazy-visitor-page.ts), less what `visitor` holds.
// - `signedIn`: every other module of `src` and what it imports, less what `visitor` holds. A
//   visitor pages' module a signed-in screen imports too (the plans' names on the dashboard) is
//   in both: a signed-in screen opened first has the signed-in catalog, not the visitor pages'.
const sourceFolder = 'src';
const pageScript = 'src/app/main.tsx';
const routeTree = 'src/routes/route-tree.ts';
const shellRoutes = ['src/routes/root.tsx', 'src/routes/index.tsx'];
const routesFolder = 'src/routes';
const visitorPageCall = 'lazyVisitorPage';

export interface CatalogSources {
  visitor: string[];
  visitorPages: string[];
  signedIn: string[];
}

/** Paths relative to `root`, sorted. */
export function catalogSources(root = process.cwd()): CatalogSources {
  const visitor = staticImports(root, [pageScript, ...shellRoutes], new Set([routeTree]));
  const visitorPages = staticImports(root, visitorPageModules(root), visitor);
  const others = scriptsUnder(root, sourceFolder).filter((file) => !visitor.has(file) && !visitorPages.has(file));
  const signedIn = staticImports(root, others, visitor);
  return { visitor: [...visitor].sort(), visitorPages: [...visitorPages].sort(), signedIn: [...signedIn].sort() };
}

/** `roots` and every module they import statically (type-only imports aside), stopping at `known`. */
function staticImports(root: string, roots: string[], known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const waiting = [...roots];
  for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
    if (found.has(file) || known.has(file)) continue;
    found.add(file);
    waiting.push(...importsOf(root, file));
  }
  return found;
}

function importsOf(root: string, file: string): string[] {
  const source = parse(root, file);
  const specifiers = source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) return [statement.moduleSpecifier];
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) return [statement.moduleSpecifier];
    return [];
  });
  return specifiers.flatMap((specifier) => ourModule(file, (specifier as ts.StringLiteral).text));
}

/** The modules the routes load with `lazyVisitorPage(() => import('…'), …)`. */
function visitorPageModules(root: string): string[] {
  const routes = readdirSync(path.join(root, routesFolder)).filter((name) => /\.tsx?$/.test(name));
  return routes.flatMap((name) => {
    const file = `${routesFolder}/${name}`;
    const modules: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === visitorPageCall) {
        const importer = node.arguments[0];
        const call = importer && ts.isArrowFunction(importer) && ts.isCallExpression(importer.body) ? importer.body : undefined;
        const specifier = call?.expression.kind === ts.SyntaxKind.ImportKeyword ? call.arguments[0] : undefined;
        if (!specifier || !ts.isStringLiteral(specifier)) throw new Error(`${file}: ${visitorPageCall} takes () => import('…')`);
        modules.push(...ourModule(file, specifier.text));
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(root, file));
    return modules;
  });
}

/** Every script under `folder`, as paths from the root. */
const scriptsUnder = (root: string, folder: string): string[] =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => `${folder}/${name.split(path.sep).join('/')}`);

const parse = (root: string, file: string) =>
  ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** A relative specifier of a script as a path from the root (packages and stylesheets say nothing: none). */
const ourModule = (importer: string, specifier: string): string[] =>
  /^\..*\.tsx?$/.test(specifier) ? [path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier))] : [];
