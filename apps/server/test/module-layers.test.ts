import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '../../..');
const MODULES = path.join(ROOT, 'apps/server/src/modules');

interface Override {
  includes: string[];
}

/** The modules of each layer as biome.json's import rules name them, bottom-up. */
function layersInBiome() {
  const biome = JSON.parse(fs.readFileSync(path.join(ROOT, 'biome.json'), 'utf8')) as {
    overrides: Override[];
  };
  return biome.overrides.flatMap(({ includes }) =>
    includes.flatMap((include) => {
      const match = include.match(/^apps\/server\/src\/modules\/\{?([a-z,-]+)\}?\/\*\*$/);
      return match?.[1] ? [match[1].split(',')] : [];
    }),
  );
}

describe('the layers of the server modules', () => {
  it('put every module in exactly one layer, so that the import rules cover each', () => {
    const modules = fs
      .readdirSync(MODULES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const layers = layersInBiome();
    expect(layers.length).toBeGreaterThanOrEqual(5);
    expect(layers.flat().sort()).toEqual(modules);
  });
});
