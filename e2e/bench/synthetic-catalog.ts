/**
 * A synthetic OSCAL 1.x catalog of a given number of requirements, built in memory for the gap-list render bench
 * (issue 14: 5,000 requirements vs 50). Shaped like SP 800-53: groups (headings, the table of contents) of
 * controls, each with a statement of two items and guidance, so a row costs what a real one does. The importer
 * turns a group into 1 requirement and a control into 3 (control + 2 items), which `syntheticCatalog` balances to
 * exactly `requirements` rows.
 */

/** Controls per group: SP 800-53 Rev. 5 has about 60 requirements per family. */
const CONTROLS_PER_GROUP = 20;

const STATEMENT =
  'Develop, document, and disseminate to organization-defined personnel or roles a policy that addresses ' +
  'purpose, scope, roles, responsibilities, management commitment, coordination among organizational entities, ' +
  'and compliance.';
const ITEM =
  'Review and update the current procedures at an organization-defined frequency and following events.';
const GUIDANCE =
  'This control addresses the establishment of policy and procedures for the effective implementation of the ' +
  'selected controls. Policy and procedures reflect applicable laws, executive orders, directives, regulations, ' +
  'policies, standards, and guidelines. Security and privacy programs may collaborate on the development of ' +
  'policy and procedures.';

const pad = (n: number, width = 4): string => String(n).padStart(width, '0');

interface SyntheticControl {
  id: string;
  title: string;
  props: { name: string; value: string }[];
  parts: unknown[];
}

function control(group: number, n: number, withItems: boolean): SyntheticControl {
  const id = `syn-${pad(group, 3)}-${pad(n)}`;
  const items = withItems
    ? ['a', 'b'].map((label) => ({
        id: `${id}_smt.${label}`,
        name: 'item',
        props: [{ name: 'label', value: `${label}.` }],
        prose: `${ITEM} (${id} ${label})`,
      }))
    : [];
  return {
    id,
    title: `Synthetic control ${pad(group, 3)}-${pad(n)}`,
    props: [{ name: 'label', value: `SYN-${group}.${n}` }],
    parts: [
      { id: `${id}_smt`, name: 'statement', prose: STATEMENT, parts: items },
      { id: `${id}_gdn`, name: 'guidance', prose: GUIDANCE },
    ],
  };
}

/**
 * An OSCAL catalog document whose import yields exactly `requirements` requirements (at least 2): one group per
 * CONTROLS_PER_GROUP controls, controls of 3 requirements each, the remainder as controls without items.
 */
export function syntheticCatalog(requirements: number): { catalog: Record<string, unknown> } {
  if (requirements < 2) throw new Error('a synthetic catalog needs at least 2 requirements');
  const perGroup = 1 + 3 * CONTROLS_PER_GROUP;
  const groupCount = Math.max(1, Math.ceil(requirements / perGroup));
  let left = requirements - groupCount;
  const groups = Array.from({ length: groupCount }, (_, g) => {
    const controls: SyntheticControl[] = [];
    // share what is left evenly over the remaining groups; a control takes 3 while 3 remain, else 1
    const share = Math.ceil(left / (groupCount - g));
    let used = 0;
    for (let n = 1; used < share; n++) {
      const withItems = share - used >= 3;
      controls.push(control(g + 1, n, withItems));
      used += withItems ? 3 : 1;
    }
    left -= used;
    return { id: `syn-${pad(g + 1, 3)}`, title: `Synthetic family ${pad(g + 1, 3)}`, controls };
  });
  return {
    catalog: {
      uuid: `00000000-0000-4000-8000-${pad(requirements, 12)}`,
      metadata: {
        title: `Synthetic regulation of ${requirements} requirements`,
        version: '1.0',
        'oscal-version': '1.1.2',
        'document-ids': [{ scheme: 'bench', identifier: `synthetic-${requirements}` }],
      },
      groups,
    },
  };
}
