/** Cars on Uzbek roads: make, model, power, price range (million sum), country of manufacture. */
export interface ModelSeed {
  make: string;
  model: string;
  hp: number;
  minPrice: number;
  maxPrice: number;
  countryId: number;
  engine: string;
  vin: string;
}

const m = (make: string, model: string, hp: number, minPrice: number, maxPrice: number, countryId: number, engine: string, vin: string): ModelSeed => ({
  make,
  model,
  hp,
  minPrice,
  maxPrice,
  countryId,
  engine,
  vin,
});

export const MODELS: readonly ModelSeed[] = [
  m('Chevrolet', 'Cobalt', 106, 130, 170, 860, 'B15D2', 'XWBJA69V'),
  m('Chevrolet', 'Nexia 3', 107, 100, 140, 860, 'B15D2', 'XWBJF69V'),
  m('Chevrolet', 'Spark', 68, 70, 100, 860, 'B10S1', 'XWBMA48C'),
  m('Chevrolet', 'Malibu', 150, 250, 350, 860, 'LFV15', 'XWBZR69L'),
  m('Chevrolet', 'Gentra', 107, 130, 170, 860, 'B15D2', 'XWBJA69D'),
  m('Chevrolet', 'Tracker', 150, 220, 300, 860, 'L3T12', 'XWBAU76T'),
  m('Chevrolet', 'Damas', 38, 60, 90, 860, 'F8CV0', 'XWB4A11B'),
  m('Chevrolet', 'Lacetti', 109, 100, 150, 860, 'F16D3', 'XWBNF19D'),
  m('Chevrolet', 'Captiva', 167, 250, 350, 860, 'LE914', 'XWBCG26K'),
  m('Kia', 'K5', 180, 350, 450, 410, 'G4KN0', 'KNAGT41B'),
  m('Kia', 'Sportage', 150, 350, 450, 410, 'G4NA0', 'KNAPR81A'),
  m('Hyundai', 'Sonata', 180, 350, 450, 410, 'G4NB0', 'KMHL141B'),
  m('Hyundai', 'Tucson', 150, 350, 450, 410, 'G4NA0', 'KMHJ381A'),
  m('BYD', 'Song Plus', 197, 400, 500, 156, 'BYD47', 'LGXC74C4'),
  m('BYD', 'Chazor', 197, 300, 400, 860, 'BYD47', 'LGXCE4C3'),
  m('Toyota', 'Camry', 181, 450, 600, 392, 'A25AF', 'JTNB23HK'),
  m('Lada', 'Vesta', 106, 120, 160, 643, '21129', 'XTAGF44E'),
];

export const COLOURS = ['Oq', 'Qora', 'Kumush rang', 'Kulrang', 'Qizil', 'Ko‘k', 'Jigarrang', 'Marvarid oq'] as const;

/** Letters used on plates (no look-alikes of digits). */
export const PLATE_LETTERS = 'ABCDEFHKLMNPRSTUVXYZ';
