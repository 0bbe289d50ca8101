import { z } from 'zod';

// The part of the OSCAL 1.x catalog model the importer reads (https://pages.nist.gov/OSCAL/reference/latest/catalog/).
// Unknown fields are ignored; what is read must have the model's shape, or the import stops with the path.

const Prop = z.object({ name: z.string(), value: z.string() });
const Link = z.object({ href: z.string(), rel: z.string().optional() });

export const OscalParam = z.object({
  id: z.string().min(1),
  label: z.string().optional(),
  values: z.array(z.string()).optional(),
  select: z
    .object({
      'how-many': z.enum(['one', 'one-or-more']).optional(),
      choice: z.array(z.string()).optional(),
    })
    .optional(),
  guidelines: z.array(z.object({ prose: z.string() })).optional(),
});
export type OscalParam = z.infer<typeof OscalParam>;

export const OscalPart = z.object({
  id: z.string().optional(),
  name: z.string().min(1),
  title: z.string().optional(),
  props: z.array(Prop).optional(),
  prose: z.string().optional(),
  get parts() {
    return z.array(OscalPart).optional();
  },
});
export type OscalPart = z.infer<typeof OscalPart>;

export const OscalControl = z.object({
  id: z.string().min(1),
  title: z.string(),
  params: z.array(OscalParam).optional(),
  props: z.array(Prop).optional(),
  links: z.array(Link).optional(),
  parts: z.array(OscalPart).optional(),
  get controls() {
    return z.array(OscalControl).optional();
  },
});
export type OscalControl = z.infer<typeof OscalControl>;

export const OscalGroup = z.object({
  id: z.string().optional(),
  title: z.string(),
  params: z.array(OscalParam).optional(),
  props: z.array(Prop).optional(),
  parts: z.array(OscalPart).optional(),
  get groups() {
    return z.array(OscalGroup).optional();
  },
  controls: z.array(OscalControl).optional(),
});
export type OscalGroup = z.infer<typeof OscalGroup>;

export const OscalCatalogDocument = z.object({
  catalog: z.object({
    uuid: z.string().min(1),
    metadata: z.object({
      title: z.string().min(1),
      version: z.string().min(1),
      'oscal-version': z.string().regex(/^1\./, 'only OSCAL 1.x catalogs are supported'),
      'document-ids': z.array(z.object({ scheme: z.string().optional(), identifier: z.string() })).optional(),
    }),
    params: z.array(OscalParam).optional(),
    controls: z.array(OscalControl).optional(),
    groups: z.array(OscalGroup).optional(),
  }),
});
export type OscalCatalogDocument = z.infer<typeof OscalCatalogDocument>;
export type OscalCatalog = OscalCatalogDocument['catalog'];

/** The first problems of a document that is not an OSCAL catalog, each with the path to the offending field. */
export class InvalidCatalogError extends Error {}

function pathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
    '',
  );
}

export function parseCatalog(json: unknown): OscalCatalog {
  const parsed = OscalCatalogDocument.safeParse(json);
  if (parsed.success) return parsed.data.catalog;
  const problems = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${pathOf(issue.path) || '(document)'}: ${issue.message}`);
  throw new InvalidCatalogError(`Not a valid OSCAL catalog: ${problems.join('; ')}`);
}
