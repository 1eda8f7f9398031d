import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDataset } from '../../demo/data/generate/index';

const folder = join(__dirname, '..', '..', 'demo', 'data', 'dataset');

describe('demo dataset is generated deterministically', () => {
  it('the generator gives the committed files byte for byte', () => {
    const dataset = generateDataset();
    expect(JSON.stringify(dataset.domains, null, 1)).toBe(readFileSync(join(folder, 'domains.json'), 'utf8'));
    for (const [client, data] of Object.entries(dataset.clients)) {
      for (const [key, value] of Object.entries(data)) {
        expect(JSON.stringify(value), `${client}/${key}.json`).toBe(
          readFileSync(join(folder, client, `${key}.json`), 'utf8'),
        );
      }
    }
  });
});
