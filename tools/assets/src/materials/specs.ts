/** The material library: every material the demo store ships, and how its maps are made. */

export type MaterialCategory = 'fabric' | 'leather' | 'metal';

export type MaterialKind =
  | 'jersey'
  | 'rib'
  | 'fleece'
  | 'denim'
  | 'canvas'
  | 'corduroy'
  | 'mesh'
  | 'cord'
  | 'leather-smooth'
  | 'leather-pebbled'
  | 'leather-perforated'
  | 'metal-brushed'
  | 'metal-polished';

export interface MaterialSpec {
  id: string;
  name: string;
  category: MaterialCategory;
  kind: MaterialKind;
  /** Base colour, sRGB hex. */
  color: string;
  roughness: number;
  metalness: number;
  /** Texture repeats per metre of cloth. */
  repeatsPerMetre: number;
}

const jersey = (id: string, name: string, color: string): MaterialSpec => ({
  id: `jersey-${id}`,
  name: `Cotton jersey, ${name}`,
  category: 'fabric',
  kind: 'jersey',
  color,
  roughness: 0.92,
  metalness: 0,
  repeatsPerMetre: 6,
});

const rib = (id: string, name: string, color: string): MaterialSpec => ({
  id: `rib-${id}`,
  name: `Cotton rib, ${name}`,
  category: 'fabric',
  kind: 'rib',
  color,
  roughness: 0.9,
  metalness: 0,
  repeatsPerMetre: 8,
});

export const MATERIALS: MaterialSpec[] = [
  jersey('white', 'optic white', '#f2f1ec'),
  jersey('black', 'black', '#1d1d1f'),
  jersey('heather-grey', 'heather grey', '#a4a6a8'),
  jersey('navy', 'navy', '#1f2a44'),
  jersey('red', 'cherry red', '#b3202a'),
  jersey('forest', 'forest green', '#2f4a3a'),
  jersey('peach-fuzz', 'peach fuzz', '#ffbe98'),
  jersey('sky', 'sky blue', '#8fb8de'),
  jersey('mustard', 'mustard', '#d9a22e'),
  jersey('lavender', 'lavender', '#b9a7d6'),
  jersey('burgundy', 'burgundy', '#6b1f2e'),
  jersey('olive', 'olive', '#6b6b3a'),
  rib('white', 'white', '#f0efe9'),
  rib('black', 'black', '#1c1c1e'),
  rib('heather-grey', 'heather grey', '#9d9fa1'),
  ...(
    [
      ['heather-grey', 'heather grey', '#9a9c9e'],
      ['black', 'black', '#212124'],
      ['oatmeal', 'oatmeal', '#d8ccb4'],
      ['forest', 'forest green', '#31473a'],
    ] as const
  ).map(([id, name, color]): MaterialSpec => ({
    id: `fleece-${id}`,
    name: `Brushed fleece, ${name}`,
    category: 'fabric',
    kind: 'fleece',
    color,
    roughness: 0.96,
    metalness: 0,
    repeatsPerMetre: 5,
  })),
  ...(
    [
      ['indigo', 'raw indigo', '#2b3a5c'],
      ['light-wash', 'light wash', '#7c97b8'],
      ['black', 'washed black', '#2e2f33'],
    ] as const
  ).map(([id, name, color]): MaterialSpec => ({
    id: `denim-${id}`,
    name: `Denim twill, ${name}`,
    category: 'fabric',
    kind: 'denim',
    color,
    roughness: 0.88,
    metalness: 0,
    repeatsPerMetre: 7,
  })),
  ...(
    [
      ['natural', 'natural', '#e4d8bf'],
      ['olive', 'olive', '#5e6440'],
      ['navy', 'navy', '#243150'],
    ] as const
  ).map(([id, name, color]): MaterialSpec => ({
    id: `canvas-${id}`,
    name: `Cotton canvas, ${name}`,
    category: 'fabric',
    kind: 'canvas',
    color,
    roughness: 0.9,
    metalness: 0,
    repeatsPerMetre: 6,
  })),
  ...(
    [
      ['tan', 'tan', '#b38a5a'],
      ['rust', 'rust', '#8e4a2b'],
      ['forest', 'forest green', '#34493a'],
    ] as const
  ).map(([id, name, color]): MaterialSpec => ({
    id: `corduroy-${id}`,
    name: `Corduroy, ${name}`,
    category: 'fabric',
    kind: 'corduroy',
    color,
    roughness: 0.8,
    metalness: 0,
    repeatsPerMetre: 5,
  })),
  {
    id: 'mesh-white',
    name: 'Sport mesh, white',
    category: 'fabric',
    kind: 'mesh',
    color: '#f4f4f2',
    roughness: 0.7,
    metalness: 0,
    repeatsPerMetre: 10,
  },
  ...(
    [
      ['white', 'white', '#efede6'],
      ['black', 'black', '#1e1e20'],
    ] as const
  ).map(([id, name, color]): MaterialSpec => ({
    id: `cord-${id}`,
    name: `Flat cotton cord, ${name}`,
    category: 'fabric',
    kind: 'cord',
    color,
    roughness: 0.85,
    metalness: 0,
    repeatsPerMetre: 20,
  })),
  {
    id: 'leather-smooth-black',
    name: 'Smooth leather, black',
    category: 'leather',
    kind: 'leather-smooth',
    color: '#1b1a1a',
    roughness: 0.42,
    metalness: 0,
    repeatsPerMetre: 4,
  },
  {
    id: 'leather-smooth-cognac',
    name: 'Smooth leather, cognac',
    category: 'leather',
    kind: 'leather-smooth',
    color: '#8a4f25',
    roughness: 0.45,
    metalness: 0,
    repeatsPerMetre: 4,
  },
  {
    id: 'leather-pebbled-brown',
    name: 'Pebbled leather, chocolate',
    category: 'leather',
    kind: 'leather-pebbled',
    color: '#4a3022',
    roughness: 0.6,
    metalness: 0,
    repeatsPerMetre: 6,
  },
  {
    id: 'leather-pebbled-white',
    name: 'Pebbled leather, chalk',
    category: 'leather',
    kind: 'leather-pebbled',
    color: '#e9e5dc',
    roughness: 0.58,
    metalness: 0,
    repeatsPerMetre: 6,
  },
  {
    id: 'leather-perforated-black',
    name: 'Perforated leather, black',
    category: 'leather',
    kind: 'leather-perforated',
    color: '#201e1e',
    roughness: 0.5,
    metalness: 0,
    repeatsPerMetre: 8,
  },
  {
    id: 'metal-brushed-steel',
    name: 'Brushed steel',
    category: 'metal',
    kind: 'metal-brushed',
    color: '#c9ccd0',
    roughness: 0.38,
    metalness: 1,
    repeatsPerMetre: 10,
  },
  {
    id: 'metal-polished-chrome',
    name: 'Polished chrome',
    category: 'metal',
    kind: 'metal-polished',
    color: '#e8eaec',
    roughness: 0.08,
    metalness: 1,
    repeatsPerMetre: 10,
  },
  {
    id: 'metal-polished-gold',
    name: 'Polished gold',
    category: 'metal',
    kind: 'metal-polished',
    color: '#e3b857',
    roughness: 0.12,
    metalness: 1,
    repeatsPerMetre: 10,
  },
  {
    id: 'metal-brushed-brass',
    name: 'Brushed brass',
    category: 'metal',
    kind: 'metal-brushed',
    color: '#c49a52',
    roughness: 0.34,
    metalness: 1,
    repeatsPerMetre: 10,
  },
  {
    id: 'metal-gunmetal',
    name: 'Brushed gunmetal',
    category: 'metal',
    kind: 'metal-brushed',
    color: '#5b5e63',
    roughness: 0.4,
    metalness: 1,
    repeatsPerMetre: 10,
  },
];

export const materialIds = (prefix: string | string[]): string[] => {
  const ps = Array.isArray(prefix) ? prefix : [prefix];
  return MATERIALS.filter((m) => ps.some((p) => m.id.startsWith(p))).map((m) => m.id);
};
