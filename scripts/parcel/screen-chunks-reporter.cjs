/**
 * After each build, writes `screen-chunks.json` into the web target's folder: for every lazily loaded module of src/ui
 * (a screen and its parts) and of src/composition (an area's bindings, src/composition/areas.ts), the files the
 * browser fetches to run it, in the order Parcel loads them, e.g.
 *   { "src/ui/dashboard/mobile/mobile-dashboard.tsx": ["/mobile-dashboard.35932920.js", "/mobile-dashboard.2a7953af.css", …] }
 * The server reads it to announce a screen's files with the page itself (server/http/screen-preload.ts), so a phone
 * fetches the dashboard's code together with the entry script instead of after it.
 * CommonJS because Parcel loads its plugins with require().
 */
const { Reporter } = require('@parcel/plugin');
const { writeFile } = require('node:fs/promises');
const path = require('node:path');

module.exports = new Reporter({
  async report({ event, options }) {
    if (event.type !== 'buildSuccess') return;
    const graph = event.bundleGraph;
    const byTarget = new Map();
    for (const bundle of graph.getBundles()) {
      if (bundle.target.env.context !== 'browser') continue;
      for (const group of graph.getBundleGroupsContainingBundle(bundle)) {
        const entry = graph.getAssetById(group.entryAssetId);
        const module = path.relative(options.projectRoot, entry.filePath).split(path.sep).join('/');
        if (!/^src\/(ui|composition)\//.test(module) || module.endsWith('.html')) continue;
        const files = graph
          .getBundlesInBundleGroup(group)
          .filter((b) => b.type === 'js' || b.type === 'css')
          .map((b) => `${b.target.publicUrl.replace(/\/$/, '')}/${path.basename(b.filePath)}`);
        if (files.length === 0) continue;
        const chunks = byTarget.get(bundle.target.distDir) ?? {};
        chunks[module] = files;
        byTarget.set(bundle.target.distDir, chunks);
      }
    }
    for (const [distDir, chunks] of byTarget) {
      const sorted = Object.fromEntries(Object.keys(chunks).sort().map((key) => [key, chunks[key]]));
      await writeFile(path.join(distDir, 'screen-chunks.json'), `${JSON.stringify(sorted, null, 2)}\n`);
    }
  },
});
