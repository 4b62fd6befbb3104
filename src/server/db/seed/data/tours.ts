import 'server-only';
import type { SeedImageSpec } from './types';

/** Folder of the generated tour pictures under public/ (git-ignored, rendered by scripts/generate-images.ts). */
export const TOUR_IMAGE_DIR = 'images/tours';
export const tourPanoramaUrl = (name: string) => `/${TOUR_IMAGE_DIR}/${name}/panorama.webp`;
export const tourCoverUrl = (name: string) => `/${TOUR_IMAGE_DIR}/${name}/cover.webp`;

export interface SeedTour {
  /** folder name: /360/{name}/index.html */
  name: string;
  title: string;
  /** the floor, in the colours of the seeded design */
  floor: SeedImageSpec;
  /** wall colour, #rrggbb */
  wall: string;
}

export const SEED_TOURS: SeedTour[] = [
  {
    name: 'calacatta-gold',
    title: 'Calacatta Gold high-gloss porcelain living room',
    floor: { kind: 'marble', base: '#f2ece0', accent: '#b8975a', seed: 9201, view: 'swatch' },
    wall: '#e9e4dc',
  },
  {
    name: 'white-oak-wide-plank',
    title: 'Wide-plank white oak open-plan room',
    floor: { kind: 'wood', base: '#c19a6b', accent: '#8a6440', seed: 9202, view: 'swatch' },
    wall: '#dcd6cb',
  },
  {
    name: 'smoked-oak-herringbone',
    title: 'Smoked oak herringbone study',
    floor: { kind: 'herringbone', base: '#8a857e', accent: '#58544f', seed: 9203, view: 'swatch' },
    wall: '#d3d6cc',
  },
];
