/**
 * The head manager (lazy chunk): one `<script type="application/ld+json">` per mount in the host page's `<head>`,
 * de-duplicated across mounts — an item (by its `@id`) is written once on the page, by the first mount that shows
 * it; when that mount goes, the next one showing it writes it. A mount whose items are all written by others has
 * no script. The script carries the page's CSP nonce where the runtime knows one (a data block is never executed,
 * but a strict policy may still list it).
 */
import { graphText, sessionsOrSpeakerGraph, type GraphEnv, type GraphNode } from '../../../core/structured-data/graph';
import type { StructuredDataInput } from '../../../core/structured-data/graph';
import type { ClientConfig } from '../../../core/types';
import type { StructuredDataLinks } from './use-structured-data';

/** Marks our scripts in the host's head (tests and integrators find them by it). */
export const SCRIPT_MARK = 'data-congress-structured-data';

export interface HeadEnv extends StructuredDataLinks {
  client: string;
  clientConfig: ClientConfig | null;
  api: string;
}

export interface HeadSlot {
  /** Replaces what this mount describes (null: nothing) and rewrites the page's scripts. */
  set(input: StructuredDataInput | null, env?: HeadEnv): void;
  /** Removes this mount's script; another mount may now write items it shared. */
  remove(): void;
}

interface Slot {
  items: GraphNode[];
  /** The items its script holds now: an unchanged list is not serialised again. */
  shown: GraphNode[];
  nonce?: string;
  script: HTMLScriptElement | null;
}

const slots: Slot[] = [];

const same = (a: readonly GraphNode[], b: readonly GraphNode[]) =>
  a.length === b.length && a.every((node, i) => node === b[i]);

function write(slot: Slot, nodes: GraphNode[]): void {
  if (!nodes.length) {
    slot.script?.remove();
    slot.script = null;
  } else if (!same(nodes, slot.shown) || !slot.script?.isConnected) {
    if (!slot.script) {
      slot.script = document.createElement('script');
      slot.script.type = 'application/ld+json';
      slot.script.setAttribute(SCRIPT_MARK, '');
      if (slot.nonce) slot.script.nonce = slot.nonce;
    }
    slot.script.textContent = graphText(nodes);
    if (!slot.script.isConnected) document.head.append(slot.script);
  }
  slot.shown = nodes;
}

/** Writes every mount's script: each item once, in the first mount (in mount order) that shows it. */
function render(): void {
  const written = new Set<string>();
  for (const slot of slots) {
    const nodes: GraphNode[] = [];
    for (const node of slot.items) {
      if (written.has(node['@id'])) continue;
      written.add(node['@id']);
      nodes.push(node);
    }
    write(slot, nodes);
  }
}

/** The links of a mount on this page: the page itself without its fragment, the API for media paths. */
function graphEnv(env: HeadEnv): GraphEnv {
  const page = location.href.split('#')[0];
  return {
    client: env.client,
    clientConfig: env.clientConfig,
    now: Date.now(),
    links: { page, api: env.api, portal: env.portal, patterns: env.patterns, live: env.live },
  };
}

/**
 * The builders of recordings and channels, with the transcript reader: a chunk of their own, requested by pages
 * that show media (they have the player's chunks already), so that a timetable's structured data brings none of
 * the player's code (docs/structured-data.md "Cost").
 */
const media = () => import('./media-items');

export function createHeadSlot(nonce?: string): HeadSlot {
  const slot: Slot = { items: [], shown: [], nonce, script: null };
  let current: StructuredDataInput | null = null;
  slots.push(slot);
  const still = (input: StructuredDataInput) => current === input && slots.includes(slot);
  const show = (items: GraphNode[]) => {
    slot.items = items;
    render();
  };
  return {
    set(input, env) {
      current = input;
      const items = input && env ? sessionsOrSpeakerGraph(input, graphEnv(env)) : [];
      if (items) {
        show(items);
        return;
      }
      // Recordings and channels: their builders arrive with their chunk (a chunk that fails leaves the page as it
      // is), and a recording's public transcript later still: the block is written again with it.
      const shown = input as StructuredDataInput;
      media().then(
        ({ mediaGraph, withTranscripts }) => {
          if (!still(shown)) return;
          show(mediaGraph(shown, graphEnv(env as HeadEnv)));
          withTranscripts(shown).then((full) => {
            if (full && still(shown)) show(mediaGraph(full, graphEnv(env as HeadEnv)));
          });
        },
        () => undefined,
      );
    },
    remove() {
      const at = slots.indexOf(slot);
      if (at < 0) return;
      slots.splice(at, 1);
      write(slot, []);
      render();
    },
  };
}

/** The hook's one call: publishes `input` in a new slot and returns its removal (unmount, or new data). */
export function publish(input: StructuredDataInput, env: HeadEnv, nonce?: string): () => void {
  const slot = createHeadSlot(nonce);
  slot.set(input, env);
  return slot.remove;
}
