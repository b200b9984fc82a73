import type { GearboxFamily } from '../../events/constants.js';

// A demo catalogue of real-looking vehicles: stock and stage-one/two output in hp and Nm.
// Stage prices and options are derived from these in seed-demo.ts.

export type DemoVehicle = {
  make: string;
  model: string;
  generation: string;
  engine: string;
  engineFamily: string;
  dsg: GearboxFamily[];
  diesel?: boolean;
  stock: [hp: number, nm: number];
  one: [hp: number, nm: number];
  two?: [hp: number, nm: number];
};

type Row = [model: string, generation: string, engine: string, family: string, dsg: GearboxFamily[], stock: [number, number], one: [number, number], two?: [number, number]];

const make = (name: string, diesel: (engine: string) => boolean, rows: Row[]): DemoVehicle[] =>
  rows.map(([model, generation, engine, engineFamily, dsg, stock, one, two]) => ({
    make: name, model, generation, engine, engineFamily, dsg, diesel: diesel(engine), stock, one, two,
  }));

/** Diesel engines by their badge: TDI, EcoBlue, 320d, C 220 d. */
const tdi = (engine: string) => /TDI|EcoBlue|\d ?d\b/.test(engine);

export const DEMO_VEHICLES: DemoVehicle[] = [
  ...make('Volkswagen', tdi, [
    ['Golf', 'Mk7 (2012-2020)', '1.4 TSI 125hp', 'EA211', ['DQ200'], [125, 200], [155, 250]],
    ['Golf', 'Mk7 (2012-2020)', '2.0 TDI 150hp', 'EA288', ['DQ250'], [150, 340], [190, 400], [200, 420]],
    ['Golf', 'Mk7 (2012-2020)', '2.0 TSI GTI 230hp', 'EA888 Gen3', ['DQ250'], [230, 350], [300, 420], [330, 450]],
    ['Golf', 'Mk8 (2020-)', '2.0 TSI GTI 245hp', 'EA888 Gen4', ['DQ381'], [245, 370], [310, 440], [340, 480]],
    ['Golf', 'Mk8 (2020-)', '2.0 TSI R 320hp', 'EA888 Gen4 evo', ['DQ381'], [320, 420], [370, 500], [400, 540]],
    ['Passat', 'B8 (2014-2023)', '2.0 TDI 190hp', 'EA288', ['DQ381'], [190, 400], [225, 460], [235, 480]],
    ['Tiguan', 'AD1 (2016-2024)', '2.0 TSI 220hp', 'EA888 Gen3', ['DQ500'], [220, 350], [280, 420], [300, 450]],
    ['Polo', 'AW (2017-)', '1.0 TSI 95hp', 'EA211 evo', ['DQ200'], [95, 175], [125, 210]],
  ]),
  ...make('Audi', tdi, [
    ['A3', '8V (2012-2020)', '1.5 TFSI 150hp', 'EA211 evo', ['DQ200'], [150, 250], [180, 300]],
    ['A3', '8Y (2020-)', '35 TDI 150hp', 'EA288 evo', ['DQ381'], [150, 360], [190, 420]],
    ['S3', '8V (2012-2020)', '2.0 TFSI 310hp', 'EA888 Gen3', ['DQ381'], [310, 400], [360, 480], [390, 520]],
    ['RS3', '8V (2015-2020)', '2.5 TFSI 400hp', 'EA855 evo', ['DQ500'], [400, 480], [480, 600], [520, 650]],
    ['A4', 'B9 (2015-2023)', '40 TDI 190hp', 'EA288', ['DL382'], [190, 400], [230, 460]],
    ['A4', 'B9 (2015-2023)', '45 TFSI 245hp', 'EA888 Gen3B', ['DL382'], [245, 370], [310, 450], [330, 480]],
    ['A6', 'C8 (2018-)', '50 TDI 286hp', 'EA897 evo2', ['Automatic'], [286, 620], [330, 700]],
    ['Q5', 'FY (2017-)', '40 TDI 204hp', 'EA288 evo', ['DL382'], [204, 400], [240, 470]],
  ]),
  ...make('Seat', tdi, [
    ['Leon', '5F (2012-2020)', '1.4 TSI 150hp', 'EA211', ['DQ200'], [150, 250], [180, 300]],
    ['Leon', '5F (2012-2020)', '2.0 TSI Cupra 300hp', 'EA888 Gen3', ['DQ250'], [300, 380], [350, 450], [380, 500]],
    ['Leon', 'KL (2020-)', '2.0 TDI 150hp', 'EA288 evo', ['DQ381'], [150, 360], [190, 420]],
    ['Ibiza', 'KJ (2017-)', '1.0 TSI 110hp', 'EA211 evo', ['DQ200'], [110, 200], [135, 240]],
    ['Ateca', 'KH (2016-)', '2.0 TDI 190hp', 'EA288', ['DQ500'], [190, 400], [225, 460]],
  ]),
  ...make('Skoda', tdi, [
    ['Octavia', 'Mk3 5E (2013-2020)', '2.0 TDI 150hp', 'EA288', ['DQ250'], [150, 340], [190, 400], [200, 420]],
    ['Octavia', 'Mk3 5E (2013-2020)', '2.0 TSI RS 245hp', 'EA888 Gen3', ['DQ250'], [245, 370], [300, 430], [330, 460]],
    ['Octavia', 'Mk4 NX (2020-)', '1.5 TSI 150hp', 'EA211 evo2', ['DQ200'], [150, 250], [180, 300]],
    ['Superb', 'B8 3V (2015-2024)', '2.0 TDI 190hp', 'EA288', ['DQ381'], [190, 400], [225, 460]],
    ['Kodiaq', 'NS (2016-2024)', '2.0 TSI 190hp', 'EA888 Gen3B', ['DQ500'], [190, 320], [250, 400]],
  ]),
  ...make('BMW', tdi, [
    ['3 Series', 'F30 (2011-2019)', '320d 190hp', 'B47', ['Automatic'], [190, 400], [230, 470]],
    ['3 Series', 'G20 (2019-)', '330i 258hp', 'B48', ['Automatic'], [258, 400], [310, 480], [330, 500]],
    ['3 Series', 'G20 (2019-)', 'M340i 374hp', 'B58 TU', ['Automatic'], [374, 500], [440, 600], [480, 650]],
    ['5 Series', 'G30 (2017-2023)', '530d 265hp', 'B57', ['Automatic'], [265, 620], [320, 700]],
    ['M3', 'G80 (2021-)', 'Competition 510hp', 'S58', ['Automatic'], [510, 650], [600, 750], [650, 800]],
    ['X5', 'G05 (2018-)', 'xDrive30d 286hp', 'B57', ['Automatic'], [286, 650], [340, 720]],
  ]),
  ...make('Mercedes-Benz', tdi, [
    ['A-Class', 'W177 (2018-)', 'A 200 163hp', 'M282', ['Automatic'], [163, 250], [190, 300]],
    ['A-Class', 'W177 (2018-)', 'A 45 S AMG 421hp', 'M139', ['Automatic'], [421, 500], [480, 560]],
    ['C-Class', 'W205 (2014-2021)', 'C 220 d 194hp', 'OM654', ['Automatic'], [194, 400], [235, 470]],
    ['C-Class', 'W205 (2014-2021)', 'C 63 S AMG 510hp', 'M177', ['Automatic'], [510, 700], [600, 850], [650, 900]],
    ['E-Class', 'W213 (2016-2023)', 'E 350 d 286hp', 'OM656', ['Automatic'], [286, 600], [330, 700]],
    ['GLC', 'X253 (2015-2022)', 'GLC 300 258hp', 'M264', ['Automatic'], [258, 370], [300, 450]],
  ]),
  ...make('Ford', tdi, [
    ['Focus', 'Mk4 (2018-)', '1.0 EcoBoost 125hp', 'Fox', ['Automatic'], [125, 170], [150, 230]],
    ['Focus', 'Mk3 RS (2015-2018)', '2.3 EcoBoost 350hp', 'EcoBoost 2.3', [], [350, 470], [390, 540], [420, 570]],
    ['Fiesta', 'Mk7 ST (2018-)', '1.5 EcoBoost 200hp', 'Dragon', [], [200, 290], [230, 350]],
    ['Ranger', 'T6 (2015-2022)', '2.0 EcoBlue 213hp', 'Panther', ['Automatic'], [213, 500], [250, 560]],
    ['Kuga', 'Mk3 (2019-)', '2.0 EcoBlue 190hp', 'Panther', ['Automatic'], [190, 400], [220, 460]],
  ]),
  ...make('Porsche', () => false, [
    ['911', '992 (2019-)', 'Carrera S 3.0 450hp', '9A2', ['Automatic'], [450, 530], [520, 630], [560, 680]],
    ['911', '992 (2019-)', 'Turbo S 3.7 650hp', '9A2 Turbo', ['Automatic'], [650, 800], [750, 920]],
    ['Macan', '95B (2014-2021)', '2.0 T 245hp', 'EA888 Gen3', ['DL501'], [245, 370], [300, 430]],
    ['Macan', '95B (2014-2021)', 'S 3.0 V6 354hp', 'EA839', ['DL501'], [354, 480], [420, 580]],
    ['Cayenne', 'E3 (2017-)', '3.0 V6 340hp', 'EA839', ['Automatic'], [340, 450], [400, 560]],
  ]),
];
