import { z } from 'zod';

/**
 * An array from the CMS whose elements are parsed one by one: the ones an editor got wrong are
 * left out (with a warning), so one broken entry cannot take a whole menu or banner down.
 */
export function lenientArray<Item>(schema: z.ZodType<Item>, what: string) {
  return z
    .array(z.unknown())
    .default([])
    .transform((entries) =>
      entries.flatMap((entry) => {
        const result = schema.safeParse(entry);
        if (result.success) return [result.data];
        console.warn(`Left out an invalid ${what}: ${z.prettifyError(result.error)}`);
        return [];
      }),
    );
}
