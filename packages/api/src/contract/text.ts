import { z } from 'zod/mini';

/**
 * Characters a request's text may not hold: U+0000 (NUL), which PostgreSQL's text type cannot
 * store, and a UTF-16 surrogate without its pair (not a character at all: JSON can carry it as
 * `\ud800`, and PostgreSQL's jsonb refuses it). Every string field of a request body, query or
 * path parameter is built on `safeText()` (or a stricter format: uuid, e-mail, enum), so the web's
 * forms and the server refuse them alike, with a 400 that names the field, instead of the database
 * failing with a 500.
 */
export const FORBIDDEN_TEXT_CHARACTERS =
  // NUL is the point of this pattern.
  // eslint-disable-next-line no-control-regex
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const forbiddenTextMessage = 'Must not contain a NUL character or an unpaired surrogate';

/**
 * A string PostgreSQL can store; add checks as on z.string(): `safeText().check(z.trim(),
 * z.maxLength(200))`.
 */
export const safeText = () =>
  z
    .string()
    .check(
      z.refine((value) => !FORBIDDEN_TEXT_CHARACTERS.test(value), { error: forbiddenTextMessage }),
    );
