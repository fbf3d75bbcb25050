import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { projectionFiles, type GoldenProjections, type ProjectionFile } from './golden-projections.ts';

// The projections the golden log was recorded with, one file each under expected/: JSON
// pretty-printed so a change reads row by row, CSV byte for byte as the admin downloads it.
export const expectedDirectory = fileURLToPath(new URL('./expected/', import.meta.url));

const pathOf = (file: ProjectionFile) => `${expectedDirectory}${file}`;
const isCsv = (file: ProjectionFile) => file.endsWith('.csv');

export function writeExpectedProjections(projections: GoldenProjections): void {
  for (const file of projectionFiles) {
    const value = projections[file];
    writeFileSync(pathOf(file), isCsv(file) ? (value as string) : `${JSON.stringify(value, null, 1)}\n`);
  }
}

export function readExpectedProjection<File extends ProjectionFile>(file: File): GoldenProjections[File] {
  const text = readFileSync(pathOf(file), 'utf8');
  return (isCsv(file) ? text : JSON.parse(text)) as GoldenProjections[File];
}
