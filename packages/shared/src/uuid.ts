const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A UUID in its canonical text form (any version, either case). Checked before an id from a
 * request reaches a uuid column, so a malformed one is "not found" rather than a cast error.
 */
export const isUuid = (value: string): boolean => UUID.test(value);
