import { places } from './place.ts';

/** Airports: Prague's terminals, the other Czech ones, and the nearby foreign ones used for transfers. */
export const AIRPORTS = places('airport', 40, [
  ['Letiště Václava Havla Praha – Terminál 1', 50.1072, 14.2665, 'Aviatická, 161 08 Praha 6', ['PRG', 'Ruzyně', 'letiště Praha', 'airport Prague', 'T1'], 70],
  ['Letiště Václava Havla Praha – Terminál 2', 50.1063, 14.2703, 'Aviatická, 161 08 Praha 6', ['PRG', 'Ruzyně', 'letiště Praha', 'airport Prague', 'T2'], 69],
  ['Letiště Václava Havla Praha – Terminál 3 (General Aviation)', 50.1143, 14.2745, 'K Letišti, 161 00 Praha 6', ['PRG', 'Ruzyně', 'T3', 'soukromé lety'], 60],
  ['Letiště Brno-Tuřany', 49.1513, 16.6944, 'Letiště Tuřany 904/1, 627 00 Brno', ['BRQ', 'airport Brno']],
  ['Letiště Leoše Janáčka Ostrava', 49.6963, 18.1111, 'Mošnov, 742 51 Mošnov', ['OSR', 'Mošnov', 'airport Ostrava']],
  ['Letiště Karlovy Vary', 50.203, 12.915, 'K Letišti 132, 360 01 Karlovy Vary', ['KLV', 'airport Karlovy Vary']],
  ['Letiště Pardubice', 50.0134, 15.7386, 'Na Staré poště 166, 530 06 Pardubice', ['PED', 'airport Pardubice']],
  ['Letiště Vídeň-Schwechat', 48.1103, 16.5697, '1300 Schwechat, Rakousko', ['VIE', 'Vienna airport', 'Wien Flughafen', 'Schwechat']],
  ['Letiště Drážďany', 51.1328, 13.7672, 'Flughafenstraße, 01109 Dresden, Německo', ['DRS', 'Dresden airport', 'Flughafen Dresden']],
  ['Letiště Mnichov', 48.3538, 11.7861, 'Nordallee 25, 85356 München, Německo', ['MUC', 'Munich airport', 'Flughafen München']],
  ['Letiště Bratislava', 48.1702, 17.2127, 'Ivanská cesta, 823 11 Bratislava, Slovensko', ['BTS', 'Bratislava airport']],
  ['Letiště Berlín-Brandenburg', 52.3667, 13.5033, 'Willy-Brandt-Platz, 12529 Schönefeld, Německo', ['BER', 'Berlin airport']],
  ['Letiště Katovice', 50.4743, 19.08, 'Wolności 90, 42-625 Pyrzowice, Polsko', ['KTW', 'Katowice airport']],
]);
