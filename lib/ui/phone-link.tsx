/** Our customer service number (the CMS contact pages give the same one). */
export const SUPPORT_PHONE = { display: '0330 111 5050', href: 'tel:03301115050' } as const;

/** A link that calls customer service. */
export function PhoneLink() {
  return <a href={SUPPORT_PHONE.href}>{SUPPORT_PHONE.display}</a>;
}
