import type { SellerAddress } from './invoice-input.ts';

// The company's Saudi national address as its tax documents name it. The settings hold the
// name and VAT number an admin may change; the address is the company's registration, set
// once per deployment (SELLER_ADDRESS: street|building|district|city|postal code).
const placeholder: SellerAddress = { street: 'King Fahd Road', buildingNumber: '1234', district: 'Al Olaya', city: 'Riyadh', postalCode: '12211' };

export function sellerAddress(env: NodeJS.ProcessEnv = process.env): SellerAddress {
  const parts = env.SELLER_ADDRESS?.split('|');
  if (!parts || parts.length !== 5) return placeholder;
  const [street, buildingNumber, district, city, postalCode] = parts as [string, string, string, string, string];
  return { street, buildingNumber, district, city, postalCode };
}
