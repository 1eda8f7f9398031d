import { generateDataset } from '../demo/data/generate/index';
import { writeDataset } from '../demo/data/generate/write';
const t0 = performance.now();
const d = generateDataset({ scale: Number(process.argv[2]) });
const c = d.clients.demo;
console.log('generated', (performance.now() - t0).toFixed(0), 'ms', c.congressresources.length, c.timelineitems.length, c.speakers.length, c.events.length);
writeDataset(d, process.argv[3]);
console.log('written', (performance.now() - t0).toFixed(0));
