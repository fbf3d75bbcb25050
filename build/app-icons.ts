import sharp from 'sharp';
import { palette } from '../src/styles/palette.ts';

// The installed app's icons, drawn at build time from the same house the page's own icon
// (index.html) shows: nothing is fetched to make them. A maskable icon keeps the house inside
// the middle 80 % (the safe zone a launcher's mask never cuts) on a background that fills it all.
const house = 'M14 34 32 18l18 16v14a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z';

const roundedSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${palette.brand}"/><path d="${house}" fill="${palette.onBrand}"/></svg>`;
const maskableSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${palette.brand}"/><g transform="translate(32 32) scale(0.75) translate(-32 -34)"><path d="${house}" fill="${palette.onBrand}"/></g></svg>`;

export interface AppIcon {
  name: string;
  size: number;
  purpose: 'any' | 'maskable';
  png: Buffer;
}

const render = (svg: string, size: number) => sharp(Buffer.from(svg), { density: (72 * size) / 64 }).resize(size, size).png().toBuffer();

export async function drawAppIcons(): Promise<AppIcon[]> {
  return Promise.all([
    { name: 'icon-192', size: 192, purpose: 'any' as const, svg: roundedSvg },
    { name: 'icon-512', size: 512, purpose: 'any' as const, svg: roundedSvg },
    { name: 'icon-maskable-192', size: 192, purpose: 'maskable' as const, svg: maskableSvg },
    { name: 'icon-maskable-512', size: 512, purpose: 'maskable' as const, svg: maskableSvg },
  ].map(async ({ svg, ...icon }) => ({ ...icon, png: await render(svg, icon.size) })));
}
