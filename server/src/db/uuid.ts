import { boundArray } from './tenant';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a row id: PostgreSQL rejects a malformed uuid in a query, so callers check before asking. */
export const isUuid = (id: string): boolean => UUID.test(id);

/** A uuid as PostgreSQL writes one as text (lower case): the only text an id column's `::text` ever equals. */
export const ID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Whether `id` is a row id written as PostgreSQL writes it. Lookups across areas get ids as text (a gap list's
 * targets, a signature's signer) and find those equal to a row's id as text; any other text names no row, so
 * it is left out and the rest compared as uuid, which the id column's index finds (`id::text = …` used only the
 * index's tenant prefix and read every row of the tenant: ADR 0195).
 */
export const isIdText = (id: string): boolean => ID_TEXT.test(id);

/** A uuid[] of bound parameters of the ids that pass isIdText, for `id = any(…)` (no cast error, no others). */
export const idArray = (ids: readonly string[]) => boundArray([...new Set(ids.filter(isIdText))], 'uuid');
