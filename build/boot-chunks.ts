import type { Plugin, Rolldown } from 'vite';

// The two pieces of our code a first visit waits for, each one file, cut along what a module
// imports statically rather than along what the bundler saw shared (left alone, it cut our
// first-screen code into ~30 small files, and a slow network pays a round trip for each):
// - `shell`: whatever the page script imports, the first screen of a visitor (`/`) and of a
//   signed-in customer (`/dashboard`). The page script itself stays the entry.
// - `event-log`: the signed-in core (`src/eventlog/event-log.ts` and what it imports, local
//   storage included, with the customer's photo outbox `src/app/open-photo-outbox.ts`, which
//   must be there when the network goes), less what the shell already holds; loaded when
//   someone signs in.
// Gathering by folder instead pulled lazy pages' code into the first visit.
const ourCode = /[\\/](src|machines)[\\/]/;
const eventLogModule = /[\\/]src[\\/](eventlog[\\/]event-log|app[\\/]open-photo-outbox)\.ts$/;

export function bootChunks(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  let shell = new Set<string>();
  let eventLog = new Set<string>();
  const plugin: Plugin = {
    name: 'boot-chunks',
    apply: 'build',
    buildEnd() {
      const modules = [...this.getModuleIds()];
      const pageScripts = modules.filter((id) => this.getModuleInfo(id)?.isEntry);
      shell = staticImports(this, pageScripts.flatMap((id) => this.getModuleInfo(id)!.importedIds), new Set(pageScripts));
      eventLog = staticImports(this, modules.filter((id) => eventLogModule.test(id)), shell);
    },
  };
  const groups = [
    { name: 'shell', test: (id: string) => shell.has(id) && ourCode.test(id) && !id.includes('node_modules') },
    { name: 'event-log', test: (id: string) => eventLog.has(id) },
  ];
  return { plugin, groups };
}

/** `roots` and every module they import statically, stopping at `known`. */
function staticImports(context: Rolldown.PluginContext, roots: string[], known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const waiting = [...roots];
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (found.has(id) || known.has(id)) continue;
    found.add(id);
    waiting.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

