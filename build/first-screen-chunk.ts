import type { Plugin, Rolldown } from 'vite';

// Our code that the first screen runs (whatever the page script imports statically) as one
// chunk, `shell`. Left alone, the bundler cuts it into a piece per set of lazy pages that
// share a module, ~30 small files every first visit waits for; gathered by folder instead, a
// group pulls a lazy page's code into the first visit. The page script itself stays the entry.
const ourCode = /[\\/](src|machines)[\\/]/;

export function firstScreenChunk(): { plugin: Plugin; group: Rolldown.CodeSplittingGroup } {
  const firstScreen = new Set<string>();
  const plugin: Plugin = {
    name: 'first-screen-chunk',
    apply: 'build',
    buildEnd() {
      firstScreen.clear();
      const pageScripts = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry).flatMap((id) => this.getModuleInfo(id)!.importedIds);
      const waiting = pageScripts.flatMap((id) => this.getModuleInfo(id)!.importedIds);
      for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
        if (firstScreen.has(id) || pageScripts.includes(id)) continue;
        firstScreen.add(id);
        waiting.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  const group = { name: 'shell', test: (id: string) => firstScreen.has(id) && ourCode.test(id) && !id.includes('node_modules') };
  return { plugin, group };
}
