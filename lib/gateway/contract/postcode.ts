import { z } from 'zod';

/**
 * Every postcode area of the UK and the Crown dependencies, plus the non-geographic BF (British
 * Forces) and BX (businesses) areas: a postcode must start with one of these.
 */
export const POSTCODE_AREAS: ReadonlySet<string> = new Set(
  `AB AL B BA BB BD BF BH BL BN BR BS BT BX CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT
   DY E EC EH EN EX FK FY G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD
   LE LL LN LS LU M ME MK ML N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK
   SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE`.split(
    /\s+/,
  ),
);

export const POSTCODE_MESSAGE = 'Enter a valid UK postcode';

/** Outward code (area, district, optional sub-district) then inward code (sector, unit). */
const FORMAT = /^([A-Z]{1,2})(\d[A-Z\d]?) ?(\d[ABD-HJLNP-UW-Z]{2})$/;

/** The postcode's area: the letters it starts with (`SW1A 1AA` → `SW`). */
export function postcodeArea(postcode: string): string {
  return /^[A-Z]+/.exec(postcode)?.[0] ?? '';
}

/**
 * A UK postcode in any case and spacing, normalised to capitals with one space before the
 * inward code: ` sw1a1aa ` → `SW1A 1AA`.
 */
export const validPostcode = z
  .string({ error: POSTCODE_MESSAGE })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine(
    (value) => {
      const match = FORMAT.exec(value);
      return match?.[1] !== undefined && POSTCODE_AREAS.has(match[1]);
    },
    { error: POSTCODE_MESSAGE },
  )
  .transform((value) => `${value.slice(0, -3)} ${value.slice(-3)}`)
  .meta({ description: 'A UK postcode, any case and spacing', example: 'SW1A 1AA' });
