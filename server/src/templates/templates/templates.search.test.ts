// The template search's processes per template come from indexes (processIndexes), not from scanning every
// current process for every template version: the same processes, in the list's order, each once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CurrentSop } from '../../processes/index';
import { processIndexes } from './templates.search';

/** A small random world: processes linking templates directly and outputting contents, some twice. */
function world(seed: number) {
  let state = seed;
  const random = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
  const pick = (prefix: string, count: number, of: number) =>
    Array.from({ length: count }, () => `${prefix}${random(of)}`);
  const sops: CurrentSop[] = Array.from({ length: 60 }, (_, i) => ({
    artifactId: `a${i % 40}`,
    versionId: `v${i}`,
    version: 1,
    releaseState: 'RELEASED',
    name: `P${i}`,
    description: '',
    templateArtifactIds: pick('t', random(4), 15),
    templateContentIds: [],
    outputContentIds: new Set(pick('c', random(5), 30)),
  }));
  const templates = Array.from({ length: 25 }, (_, i) => ({
    artifactId: `t${i % 15}`,
    contents: pick('c', 3, 30),
  }));
  return { sops, templates };
}

describe('template search: the processes of each template', () => {
  it('finds what scanning every process finds, in the same order, each process once', () => {
    for (const seed of [1, 2, 3, 42, 1_000]) {
      const { sops, templates } = world(seed);
      const { byTemplate, byContent, inListOrder } = processIndexes(sops);
      for (const template of templates) {
        const direct = sops.filter((s) => s.templateArtifactIds.includes(template.artifactId));
        const viaContent = sops.filter((s) => template.contents.some((id) => s.outputContentIds.has(id)));
        assert.deepEqual(byTemplate.get(template.artifactId) ?? [], direct, `direct, seed ${seed}`);
        assert.deepEqual(
          inListOrder(template.contents.flatMap((id) => byContent.get(id) ?? [])),
          viaContent,
          `by content, seed ${seed}`,
        );
      }
    }
  });
});
