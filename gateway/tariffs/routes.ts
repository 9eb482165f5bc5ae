import {
  getTariffPrices,
  type ElectricityPrices,
  type GasPrices,
  type TariffPrices,
} from '@/lib/gateway/contract/tariffs';
import { REGIONS } from '@/lib/gateway/contract/regions';
import type { GatewayRouter } from '../http/router';
import { familiesOf, productsOnSaleIn, type CatalogueProduct } from '../pricing/catalogue';

/** Hundredths of a penny to pence with two decimal places. */
const inPence = (x100: number) => x100 / 100;

function electricityPrices(product: CatalogueProduct): ElectricityPrices {
  return {
    code: product.code,
    meterProfile: product.meterProfile,
    standingChargeInPence: inPence(product.standingChargeX100),
    unitRates: product.unitRates.map((rate) => ({
      name: rate.name,
      unitRateInPence: inPence(rate.unitRateX100),
    })),
  };
}

function gasPrices(product: CatalogueProduct): GasPrices {
  return {
    code: product.code,
    standingChargeInPence: inPence(product.standingChargeX100),
    unitRateInPence: inPence(product.unitRates[0]?.unitRateX100 ?? 0),
  };
}

/** Each tariff on sale with its electricity product for every meter, and its gas product. */
function tariffsOf(products: readonly CatalogueProduct[]): TariffPrices[] {
  return familiesOf(products).flatMap((family) => {
    const electricity = family.filter((product) => product.fuel === 'electricity');
    const lead = electricity[0];
    if (!lead) return [];
    const gas = family.find((product) => product.fuel === 'gas');
    return [
      {
        name: lead.name,
        pricing: lead.pricing,
        kind: lead.kind,
        lengthMonths: lead.lengthMonths,
        exitFeePerFuelInPence: lead.exitFeePence,
        electricity: electricity.map(electricityPrices),
        gas: gas ? gasPrices(gas) : null,
      },
    ];
  });
}

export function tariffRoutes(router: GatewayRouter): void {
  router.add(getTariffPrices, async ({ query, deps }) => {
    const id = query.region;
    return {
      region: { id, name: REGIONS[id] },
      tariffs: tariffsOf(await productsOnSaleIn(deps.database, id)),
    };
  });
}
