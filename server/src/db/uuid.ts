export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a row id: PostgreSQL rejects a malformed uuid in a query, so callers check before asking. */
export const isUuid = (id: string): boolean => UUID.test(id);
