/**
 * Which chunk of the script-tag build (dist/cdn) each module lands in, read from the folder it lives in and from who
 * imports it, never from its file name: moving a file inside its folder changes no bundle, and moving it to another
 * folder moves it to that folder's chunk. Framework-free, so rollup.config.ts (`manualChunks`) and
 * test/unit/architecture/chunk-families.test.ts read the same rules. docs/build.md "Chunks" gives the reasons.
 *
 * The order of the rules:
 * 1. A module the loader core or the runtime imports statically lands in that entry chunk: both load on every page.
 * 2. A folder of PINNED_FOLDERS puts its modules in its chunk whoever imports them; a package or module that only
 *    such a folder imports follows it.
 * 3. Code the portal shares with exactly one widget lands in `portal-<widget>` (one request for all of it), or in
 *    `shared` for the widgets of RIDE_IN_SHARED.
 * 4. A module only one widget (or only the portal, or a lazy part) uses is left to rollup: it stays with its user.
 * 5. Code two or more widgets share: in its folder's family chunk (FOLDER_CHUNKS); else in the runtime when the light
 *    widget (LIGHT_WIDGET, whose page never loads `shared`) is among them; else in the family chunk all of them load
 *    anyway (the one the fewest pages load); else in `shared`.
 */

/** The widget whose page loads no `shared` chunk (loader/preload.ts): what it shares with others is in the runtime. */
export const LIGHT_WIDGET = 'html-text';

/**
 * Folders (with their sub-folders, unless those are declared themselves) and their chunk. A family chunk holds what
 * only some widgets share, requested only by pages with such a widget; a widget's name places a family in that
 * widget's own chunk, which the others import it from.
 */
export const FOLDER_CHUNKS: Readonly<Record<string, string>> = {
  // The carousel: card-slider, image-slider and the webcast slideshows.
  'src/ui/carousel/': 'ui-carousel',
  'src/core/carousel/': 'ui-carousel',
  // Cards and images.
  'src/ui/media/': 'ui-media',
  // The HTML sanitizer, in html-text's own chunk: the first widget of most pages pays no request for it.
  'src/ui/html/': `widgets/${LIGHT_WIDGET}`,
  // The channel widgets: tiles rule, polling hook, matrix; the slideshow-only parts (webcast display and teaser).
  'src/widgets/shared/channels/': 'ui-channels',
  'src/widgets/shared/channels/slideshow/': 'ui-webcast',
  // The player, and the live players' code on top of it.
  'src/player/': 'player',
  'src/core/player/': 'player',
  'src/player/live/': 'live-player',
  // The list widgets over the portal listing's views; the views' CSS and texts, which the portal's shell carries too.
  'src/ui/library/': 'ui-library',
  'src/ui/library/base/': 'ui-library-base',
  'src/widgets/shared/library/': 'ui-library',
  // The channel poll and live counter of the live and channel widgets (and the portal's live pages).
  'src/state/live/': 'live-channel',
  // The chat widgets' session prefill.
  'src/state/chat/': 'ui-chat',
  // The client's asset map in single-image's chunk, which the package widget imports it from.
  'src/api/assets/': 'widgets/single-image',
};

/** Folders whose modules land in the named chunk whoever imports them (rule 2). */
export const PINNED_FOLDERS: Readonly<Record<string, string>> = {
  // The QR code in qa-chat's chunk, which draws one at once; the calendar subscribe dialog imports it from there.
  'src/ui/QrCode/': 'widgets/qa-chat',
  // The page's poll scheduler, which the runtime imports on the first poll: every polling widget loads `shared` anyway.
  'src/state/poll-scheduler/': 'shared',
  // The host bus's message validation and answers, imported with the first congress-portal message.
  'src/embed/host-inbound/': 'host-messages',
};

/**
 * Widgets whose code shared with the portal rides in `shared` (which the loader core requests with the widget chunk)
 * rather than in a `portal-<widget>` chunk that would cost their page a round trip after the chunk has arrived.
 */
export const RIDE_IN_SHARED: readonly string[] = ['timetable'];

/** The module graph as the bundler sees it; ids are paths relative to the repository, with `/`. */
export interface ModuleGraph {
  /** Every module of the build. */
  readonly ids: readonly string[];
  /** The modules a module imports statically. */
  importsOf(id: string): readonly string[];
  /** The modules a module imports with `import()`. */
  dynamicImportsOf(id: string): readonly string[];
}

/** The chunk the deepest folder of `table` that holds `path` names, if any. */
function chunkIn(table: Readonly<Record<string, string>>, path: string): string | undefined {
  let best: string | undefined;
  for (const folder of Object.keys(table))
    if (path.startsWith(folder) && (best === undefined || folder.length > best.length)) best = folder;
  return best === undefined ? undefined : table[best];
}

/** The family chunk a module's folder declares for code that two or more widgets share (rule 5). */
export const declaredChunk = (path: string) => chunkIn(FOLDER_CHUNKS, path);
/** The chunk a module's folder pins it to (rule 2). */
export const pinnedChunk = (path: string) => chunkIn(PINNED_FOLDERS, path);

const isPackage = (id: string) => id.includes('node_modules/');
/** preact/compat joins `shared`: every widget but the light one loads both, so one request serves them. */
const isCompat = (id: string) => /node_modules\/preact\/compat\//.test(id);

/**
 * The placement function of the CDN build: the chunk for a module, or undefined to let rollup keep it with its only
 * user. `inputs` are rollup's entries (name → entry module path).
 */
export function chunkPlacer(
  inputs: Readonly<Record<string, string>>,
  graph: ModuleGraph,
): (id: string) => string | undefined {
  const entryOf = (name: string) => graph.ids.find((id) => id === inputs[name] || id.endsWith(`/${inputs[name]}`));
  const reach = (entry: string | undefined, dynamic: boolean) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      graph.importsOf(id).forEach(visit);
      if (dynamic) graph.dynamicImportsOf(id).forEach(visit);
    };
    if (entry) visit(entry);
    return seen;
  };
  const owners = ['loader-core', 'runtime'].filter((name) => inputs[name]);
  const widgets = Object.keys(inputs).filter((name) => name.startsWith('widgets/'));
  const graphs = new Map([...owners, ...widgets].map((name) => [name, reach(entryOf(name), false)]));
  // The portal with its lazy routes.
  const portal = reach(inputs.portal ? entryOf('portal') : undefined, true);
  // A family placed in a widget's own chunk: that widget's entry module joins the manual chunk, which rollup then emits
  // as the entry chunk itself.
  const hosts = new Map(
    widgets
      .filter((w) => [...Object.values(FOLDER_CHUNKS), ...Object.values(PINNED_FOLDERS)].includes(w))
      .map((w) => [entryOf(w), w] as const)
      .filter((pair): pair is readonly [string, string] => pair[0] !== undefined),
  );
  const usersOf = (id: string) => widgets.filter((w) => graphs.get(w)!.has(id));
  const importers = new Map<string, string[]>();
  for (const id of graph.ids)
    for (const target of graph.importsOf(id)) importers.set(target, [...(importers.get(target) ?? []), id]);
  /** The pinned chunk of a module's importers when all of them are pinned to one (a package the QR code uses). */
  const followPinned = (id: string) => {
    const chunks = new Set((importers.get(id) ?? []).map(pinnedChunk));
    const [only] = chunks;
    return chunks.size === 1 ? only : undefined;
  };
  const shell = reach(inputs.portal ? entryOf('portal') : undefined, false);
  // The pages that load each family chunk: the widgets that share a module of its folders, and the portal's first
  // route when its shell imports one.
  const loaders = new Map<string, Set<string>>();
  for (const id of graph.ids) {
    const family = declaredChunk(id);
    const users = usersOf(id);
    if (!family || users.length < 2 || owners.some((name) => graphs.get(name)!.has(id))) continue;
    const pages = loaders.get(family) ?? new Set<string>();
    for (const page of [...users, ...(shell.has(id) ? ['portal'] : [])]) pages.add(page);
    loaders.set(family, pages);
  }
  /** The family chunk every user of a module loads anyway (the one fewest pages load), else `shared`. */
  const ORDER = Object.values(FOLDER_CHUNKS);
  const familyOf = (id: string, users: string[]) => {
    // A rule only the portal's lazy routes use rides in a family chunk the first route brings anyway (and all its
    // widget users load), else in `shared`, unless family code imports it directly: in a family chunk the shell does
    // not load, each route that uses it would load it again beyond the shell.
    const fromFamily = (importers.get(id) ?? []).some((from) => declaredChunk(from) !== undefined);
    const lazyOnly = portal.has(id) && !shell.has(id) && !fromFamily;
    const pagesOf = [...users, ...(shell.has(id) || lazyOnly ? ['portal'] : [])];
    const fits = [...loaders].filter(([, pages]) => pagesOf.every((page) => pages.has(page)));
    // The same pages load both: the family declared first (the main one, not its sub-folder's) takes it.
    fits.sort(([a, x], [b, y]) => x.size - y.size || ORDER.indexOf(a) - ORDER.indexOf(b));
    return fits[0]?.[0] ?? 'shared';
  };

  return (id) => {
    const host = hosts.get(id);
    if (host) return host;
    const owner = owners.find((name) => graphs.get(name)!.has(id));
    if (owner) return owner;
    const pinned = pinnedChunk(id) ?? followPinned(id);
    if (pinned) return pinned;
    if (!inputs.runtime) return undefined;
    const users = usersOf(id);
    if (portal.has(id) && users.length === 1) {
      const widget = users[0].slice('widgets/'.length);
      return RIDE_IN_SHARED.includes(widget) ? 'shared' : `portal-${widget}`;
    }
    if (users.length < 2 || (isPackage(id) && !isCompat(id))) return undefined;
    return declaredChunk(id) ?? (users.includes(`widgets/${LIGHT_WIDGET}`) ? 'runtime' : familyOf(id, users));
  };
}
