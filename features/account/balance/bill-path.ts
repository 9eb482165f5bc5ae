/** Where one bill is explained: `/accounts/balance/bill?id=42`. */
export const billPath = (billId: number) => `/accounts/balance/bill?id=${billId}`;
