import { startServer } from '../demo/server/app';
import { get } from './lib/http-load';

/**
 * Search on the dataset in `datasetDir` (its data in `dataDir`): latencies and CPU times of 4 rounds of texts × variants,
 * the first request of each text (cold), and autocomplete.
 */
export async function search(datasetDir: string, dataDir: string) {
  const server = await startServer({ port: 0, quiet: true, dataDir, datasetDir });
  const total = (
    await (await fetch(`${server.url}/api/demo/wcm/congressresources.json?limit=1&include_denied=true`)).json()
  ).meta.total as number;
  const queries = [
    'cardiology',
    'imaging outcomes',
    'telemed',
    'kardio',
    'robotic surgery',
    'Andersen',
    'biomarkers',
    'genomic prevention',
    'Bildgebung',
    'scre',
  ];
  const variants = [
    '',
    '&type=congressresource',
    '&sort=datestart',
    '&aggregations=true&type=congressresource',
    '&project=dmc2026&lang=de',
    '&sort=title&limit=48',
  ];
  for (const q of queries.slice(0, 3)) await get(`${server.url}/api/search/demo?query=${q}`);
  const latencies: number[] = [];
  const cpuTimes: number[] = [];
  const cold: number[] = [];
  for (let round = 0; round < 4; round++) {
    for (const q of queries) {
      for (const v of variants) {
        const t0 = performance.now();
        const c0 = process.cpuUsage();
        await get(`${server.url}/api/search/demo?query=${encodeURIComponent(q)}${v}`);
        latencies.push(performance.now() - t0);
        // CPU time of this process (server and client) for the request: what wall time would be on an idle machine.
        const c = process.cpuUsage(c0);
        cpuTimes.push((c.user + c.system) / 1000);
        // The first request for a text runs the full-text stage; later ones (other page, sort, tab, facets) reuse it.
        if (round === 0 && v === variants[0]) cold.push(latencies[latencies.length - 1]);
      }
    }
  }
  const auto: number[] = [];
  for (const q of queries) {
    const t0 = performance.now();
    await get(`${server.url}/api/search/demo/autocomplete?query=${encodeURIComponent(q.slice(0, 4))}`);
    auto.push(performance.now() - t0);
  }
  await server.close();
  return { total, latencies, cpuTimes, cold, auto };
}
