/** The floor material drawn for a spec; mouldings and tile tools stand on a neutral tile floor. */
import type { SeedImageSpec } from '../../../src/server/db/seed/data/types';
import type { Kind, Material } from './material';
import { tileMaterial } from './tiles';
import { underlayMaterial } from './underlay';
import { herringboneMaterial, plankMaterial } from './wood';

export function makeMaterial(spec: SeedImageSpec): Material {
  switch (spec.kind) {
    case 'laminate':
    case 'wood':
    case 'vinyl':
      return plankMaterial(spec);
    case 'herringbone':
      return herringboneMaterial(spec);
    case 'underlay':
      return underlayMaterial(spec);
    case 'trim':
    case 'base-shoe':
    case 'tile-accessory':
      // not floor materials; used when a neutral floor is needed
      return tileMaterial({ ...spec, kind: 'tile-matt' });
    default:
      return tileMaterial(spec);
  }
}

export const isFlatMaterial = (k: Kind) => !(k === 'trim' || k === 'base-shoe' || k === 'underlay' || k === 'tile-accessory');
