import { postcodeArea } from '@/lib/gateway/contract/postcode';
import { REGIONS, type Region, type RegionId } from '@/lib/gateway/contract/regions';

/**
 * Every Great Britain postcode area with its region and post town. An area that straddles two
 * regions goes to the one that supplies most of its homes (Cumbria's CA to the North West,
 * Gloucestershire's GL to the West Midlands, the London fringe to its neighbours).
 */
const AREAS: Readonly<Record<string, readonly [RegionId, string]>> = {
  AB: [17, 'Aberdeen'],
  AL: [10, 'St Albans'],
  B: [14, 'Birmingham'],
  BA: [22, 'Bath'],
  BB: [16, 'Blackburn'],
  BD: [23, 'Bradford'],
  BH: [20, 'Bournemouth'],
  BL: [16, 'Bolton'],
  BN: [19, 'Brighton'],
  BR: [19, 'Bromley'],
  BS: [22, 'Bristol'],
  CA: [16, 'Carlisle'],
  CB: [10, 'Cambridge'],
  CF: [21, 'Cardiff'],
  CH: [13, 'Chester'],
  CM: [10, 'Chelmsford'],
  CO: [10, 'Colchester'],
  CR: [19, 'Croydon'],
  CT: [19, 'Canterbury'],
  CV: [14, 'Coventry'],
  CW: [13, 'Crewe'],
  DA: [19, 'Dartford'],
  DD: [17, 'Dundee'],
  DE: [11, 'Derby'],
  DG: [18, 'Dumfries'],
  DH: [15, 'Durham'],
  DL: [15, 'Darlington'],
  DN: [23, 'Doncaster'],
  DT: [20, 'Dorchester'],
  DY: [14, 'Dudley'],
  E: [12, 'London'],
  EC: [12, 'London'],
  EH: [18, 'Edinburgh'],
  EN: [10, 'Enfield'],
  EX: [22, 'Exeter'],
  FK: [18, 'Falkirk'],
  FY: [16, 'Blackpool'],
  G: [18, 'Glasgow'],
  GL: [14, 'Gloucester'],
  GU: [20, 'Guildford'],
  HA: [12, 'Harrow'],
  HD: [23, 'Huddersfield'],
  HG: [23, 'Harrogate'],
  HP: [20, 'High Wycombe'],
  HR: [14, 'Hereford'],
  HS: [17, 'Isle of Lewis'],
  HU: [23, 'Hull'],
  HX: [23, 'Halifax'],
  IG: [12, 'Ilford'],
  IP: [10, 'Ipswich'],
  IV: [17, 'Inverness'],
  KA: [18, 'Kilmarnock'],
  KT: [19, 'Kingston upon Thames'],
  KW: [17, 'Kirkwall'],
  KY: [18, 'Kirkcaldy'],
  L: [13, 'Liverpool'],
  LA: [16, 'Lancaster'],
  LD: [21, 'Llandrindod Wells'],
  LE: [11, 'Leicester'],
  LL: [13, 'Llandudno'],
  LN: [11, 'Lincoln'],
  LS: [23, 'Leeds'],
  LU: [10, 'Luton'],
  M: [16, 'Manchester'],
  ME: [19, 'Rochester'],
  MK: [11, 'Milton Keynes'],
  ML: [18, 'Motherwell'],
  N: [12, 'London'],
  NE: [15, 'Newcastle upon Tyne'],
  NG: [11, 'Nottingham'],
  NN: [11, 'Northampton'],
  NP: [21, 'Newport'],
  NR: [10, 'Norwich'],
  NW: [12, 'London'],
  OL: [16, 'Oldham'],
  OX: [20, 'Oxford'],
  PA: [18, 'Paisley'],
  PE: [10, 'Peterborough'],
  PH: [17, 'Perth'],
  PL: [22, 'Plymouth'],
  PO: [20, 'Portsmouth'],
  PR: [16, 'Preston'],
  RG: [20, 'Reading'],
  RH: [19, 'Redhill'],
  RM: [10, 'Romford'],
  S: [23, 'Sheffield'],
  SA: [21, 'Swansea'],
  SE: [12, 'London'],
  SG: [10, 'Stevenage'],
  SK: [16, 'Stockport'],
  SL: [20, 'Slough'],
  SM: [19, 'Sutton'],
  SN: [20, 'Swindon'],
  SO: [20, 'Southampton'],
  SP: [20, 'Salisbury'],
  SR: [15, 'Sunderland'],
  SS: [10, 'Southend-on-Sea'],
  ST: [14, 'Stoke-on-Trent'],
  SW: [12, 'London'],
  SY: [14, 'Shrewsbury'],
  TA: [22, 'Taunton'],
  TD: [18, 'Galashiels'],
  TF: [14, 'Telford'],
  TN: [19, 'Tonbridge'],
  TQ: [22, 'Torquay'],
  TR: [22, 'Truro'],
  TS: [15, 'Middlesbrough'],
  TW: [12, 'Twickenham'],
  UB: [20, 'Uxbridge'],
  W: [12, 'London'],
  WA: [16, 'Warrington'],
  WC: [12, 'London'],
  WD: [10, 'Watford'],
  WF: [23, 'Wakefield'],
  WN: [16, 'Wigan'],
  WR: [14, 'Worcester'],
  WS: [14, 'Walsall'],
  WV: [14, 'Wolverhampton'],
  YO: [23, 'York'],
  ZE: [17, 'Lerwick'],
};

/** Areas with a postcode but no supply from us, and why. */
const NOT_SUPPLIED: Readonly<Record<string, string>> = {
  BT: "We don't supply Northern Ireland yet.",
  GY: "We don't supply the Channel Islands.",
  JE: "We don't supply the Channel Islands.",
  IM: "We don't supply the Isle of Man.",
};

export type PostcodePlace =
  | { kind: 'supplied'; region: Region; postTown: string }
  /** A valid postcode outside Great Britain: the message says so. */
  | { kind: 'not-supplied'; message: string }
  /** BF and BX postcodes: no homes. */
  | { kind: 'non-geographic' };

/** Where a valid, normalised postcode is (its area decides). */
export function placeOf(postcode: string): PostcodePlace {
  const area = postcodeArea(postcode);
  const place = AREAS[area];
  if (place) {
    const [id, postTown] = place;
    return { kind: 'supplied', region: { id, name: REGIONS[id] }, postTown };
  }
  const message = NOT_SUPPLIED[area];
  return message ? { kind: 'not-supplied', message } : { kind: 'non-geographic' };
}
