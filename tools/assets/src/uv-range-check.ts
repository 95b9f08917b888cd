/**
 * Builds and exports every demo garment, as the generator does, and prints each UV outside
 * the part's 0..1 square (or "ok"). One run in about fifteen used to print some: V8's Maglev
 * tier (Node 24.22) miscompiled the UV packing once the exports had warmed it up. Run it in
 * fresh processes to see whether an engine still does:
 *
 *   for i in $(seq 40); do node --import tsx src/uv-range-check.ts; done | sort | uniq -c
 *   for i in $(seq 40); do node --no-maglev --import tsx src/uv-range-check.ts; done | sort | uniq -c
 */
import { garmentToGlb } from './export/glb.js';
import { GARMENTS } from './library.js';

const outside: string[] = [];
for (const { id, build } of GARMENTS) {
  const garment = build();
  for (const part of garment.parts) {
    let min = Infinity;
    let max = -Infinity;
    for (const value of part.geometry.uvs) {
      if (value < min) min = value;
      if (value > max) max = value;
    }
    if (!(min >= 0 && max <= 1)) outside.push(`${id}/${part.value}: UVs ${min}..${max}`);
  }
  await garmentToGlb(garment);
}
console.log(outside.length > 0 ? outside.join('\n') : 'ok');
