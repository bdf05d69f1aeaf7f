import { places } from './place.ts';

/** Main railway and bus stations of Prague and the larger towns. */
export const STATIONS = places('station', 15, [
  ['Praha hlavní nádraží', 50.0831, 14.4353, 'Wilsonova 300/8, 110 00 Praha 2', ['hlavák', 'Prague main station', 'nádraží Praha'], 50],
  ['Praha Masarykovo nádraží', 50.0878, 14.4337, 'Havlíčkova 2, 110 00 Praha 1', ['Masaryk station']],
  ['Praha-Holešovice (nádraží)', 50.1103, 14.44, 'Partyzánská 1546/26, 170 00 Praha 7', ['nádraží Holešovice']],
  ['Praha-Smíchov (nádraží)', 50.0606, 14.4086, 'Nádražní, 150 00 Praha 5', ['Smíchovské nádraží']],
  ['Ústřední autobusové nádraží Florenc', 50.0897, 14.44, 'Křižíkova 2110/2b, 186 00 Praha 8', ['ÚAN Florenc', 'autobusové nádraží Praha', 'Prague bus station'], 40],
  ['Autobusové nádraží Na Knížecí', 50.0703, 14.4029, 'Ostrovského, 150 00 Praha 5', ['Anděl bus']],
  ['Brno hlavní nádraží', 49.1906, 16.6129, 'Nádražní 1, 602 00 Brno', ['Brno main station']],
  ['Autobusové nádraží Brno Zvonařka', 49.1857, 16.6174, 'Zvonařka 887/1, 617 00 Brno', ['ÚAN Zvonařka']],
  ['Ostrava hlavní nádraží', 49.8563, 18.2692, 'Nádražní 196/4, 702 00 Ostrava', ['Ostrava main station']],
  ['Ostrava-Svinov (nádraží)', 49.821, 18.1984, 'Peterkova 1, 721 00 Ostrava-Svinov', ['Svinov']],
  ['Plzeň hlavní nádraží', 49.7434, 13.3874, 'Širokého 1, 301 00 Plzeň', ['Pilsen main station']],
  ['Olomouc hlavní nádraží', 49.593, 17.2782, 'Jeremenkova 1, 779 00 Olomouc'],
  ['Pardubice hlavní nádraží', 50.0319, 15.7558, 'náměstí Jana Pernera 217, 530 02 Pardubice'],
  ['Hradec Králové hlavní nádraží', 50.2135, 15.8133, 'nábřeží U Přívozu 122/4, 500 03 Hradec Králové'],
  ['České Budějovice (nádraží)', 48.9736, 14.4879, 'Nádražní 1759, 370 01 České Budějovice'],
  ['Liberec (nádraží)', 50.7621, 15.0468, 'Nádražní 1, 460 01 Liberec'],
  ['Ústí nad Labem hlavní nádraží', 50.6596, 14.0445, 'Důlce 1, 400 01 Ústí nad Labem'],
  ['Karlovy Vary (nádraží)', 50.2384, 12.8645, 'Nádražní, 360 01 Karlovy Vary'],
]);
