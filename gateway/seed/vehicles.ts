/** The stand-in DVLA register: a few dozen cars, as the DVLA names their fuel. */
export interface Vehicle {
  registrationPlate: string;
  make: string;
  model: string;
  fuel: 'ELECTRICITY' | 'PETROL' | 'DIESEL' | 'HYBRID ELECTRIC';
}

const vehicle = (
  registrationPlate: string,
  make: string,
  model: string,
  fuel: Vehicle['fuel'],
): Vehicle => ({ registrationPlate, make, model, fuel });

export const VEHICLES: readonly Vehicle[] = [
  vehicle('EV21LTD', 'TESLA', 'MODEL 3', 'ELECTRICITY'),
  vehicle('SO24EVS', 'TESLA', 'MODEL Y', 'ELECTRICITY'),
  vehicle('LK72ZPW', 'NISSAN', 'LEAF', 'ELECTRICITY'),
  vehicle('YR23KMP', 'KIA', 'EV6', 'ELECTRICITY'),
  vehicle('MA73OXR', 'MG', 'MG4 EV', 'ELECTRICITY'),
  vehicle('WP22HNT', 'VOLKSWAGEN', 'ID.3', 'ELECTRICITY'),
  vehicle('BT24VCX', 'BMW', 'I4', 'ELECTRICITY'),
  vehicle('SJ71FDE', 'HYUNDAI', 'IONIQ 5', 'ELECTRICITY'),
  vehicle('GN22RTU', 'POLESTAR', '2', 'ELECTRICITY'),
  vehicle('KY19EHZ', 'RENAULT', 'ZOE', 'ELECTRICITY'),
  vehicle('DL23WSA', 'AUDI', 'Q4 E-TRON', 'ELECTRICITY'),
  vehicle('FP74BYD', 'BYD', 'ATTO 3', 'ELECTRICITY'),
  vehicle('AB12CDE', 'FORD', 'FIESTA', 'PETROL'),
  vehicle('LR19JXU', 'VAUXHALL', 'CORSA', 'PETROL'),
  vehicle('YD67PWN', 'VOLKSWAGEN', 'GOLF', 'DIESEL'),
  vehicle('BN65GHT', 'BMW', '320D', 'DIESEL'),
  vehicle('HX18KTO', 'TOYOTA', 'PRIUS', 'HYBRID ELECTRIC'),
  vehicle('CU70MZA', 'TOYOTA', 'YARIS', 'HYBRID ELECTRIC'),
  vehicle('RE66NBV', 'KIA', 'NIRO', 'HYBRID ELECTRIC'),
  vehicle('P123ABC', 'ROVER', '200', 'PETROL'),
  vehicle('GHJ482T', 'FORD', 'CORTINA', 'PETROL'),
];
