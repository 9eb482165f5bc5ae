// No imports: the quote journey's stored state checks titles without the contract's classic zod.
export const titles = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'] as const;
