import { places } from './place.ts';

/** Prague landmarks, venues and shopping centres. */
export const PRAGUE_LANDMARKS = places('landmark', 20, [
  ['Pražský hrad', 50.0907, 14.4005, 'Hradčany, 119 08 Praha 1', ['Prague Castle', 'hrad']],
  ['Karlův most', 50.0865, 14.4114, 'Karlův most, 110 00 Praha 1', ['Charles Bridge']],
  ['Staroměstské náměstí', 50.0875, 14.4213, 'Staroměstské náměstí, 110 00 Praha 1', ['Old Town Square', 'orloj']],
  ['Václavské náměstí', 50.081, 14.428, 'Václavské náměstí, 110 00 Praha 1', ['Wenceslas Square', 'Václavák']],
  ['Národní muzeum', 50.0789, 14.4308, 'Václavské náměstí 68, 110 00 Praha 1', ['National Museum']],
  ['Národní divadlo', 50.081, 14.4135, 'Národní 2, 110 00 Praha 1', ['National Theatre']],
  ['Obecní dům', 50.0878, 14.428, 'náměstí Republiky 5, 110 00 Praha 1', ['Municipal House']],
  ['Rudolfinum', 50.0899, 14.4154, 'Alšovo nábřeží 12, 110 00 Praha 1'],
  ['Tančící dům', 50.0755, 14.4141, 'Jiráskovo náměstí 1981/6, 120 00 Praha 2', ['Dancing House']],
  ['Petřín', 50.0836, 14.3951, 'Petřínské sady, 118 00 Praha 1', ['rozhledna Petřín']],
  ['Žižkovská televizní věž', 50.081, 14.451, 'Mahlerovy sady 1, 130 00 Praha 3', ['TV Tower']],
  ['O2 arena', 50.1047, 14.4941, 'Českomoravská 2345/17, 190 00 Praha 9', ['Sazka arena'], 28],
  ['Kongresové centrum Praha', 50.062, 14.429, '5. května 1640/65, 140 00 Praha 4', ['KCP', 'Prague Congress Centre', 'Palác kultury'], 28],
  ['Výstaviště Praha', 50.1065, 14.431, 'U Výstaviště 67, 170 00 Praha 7', ['Holešovice výstaviště']],
  ['PVA EXPO Letňany', 50.133, 14.516, 'Beranových 667, 199 00 Praha 9', ['výstaviště Letňany']],
  ['Zoo Praha', 50.117, 14.406, 'U Trojského zámku 120/3, 171 00 Praha 7', ['Prague Zoo', 'zoologická zahrada']],
  ['Stadion Letná', 50.1, 14.416, 'Milady Horákové 1066/98, 170 00 Praha 7', ['Sparta stadion']],
  ['Stadion Eden', 50.0675, 14.472, 'U Slavie 1540/2a, 100 00 Praha 10', ['Slavia stadion']],
  ['Anděl', 50.071, 14.4036, 'náměstí 14. října, 150 00 Praha 5'],
  ['Náměstí Míru', 50.0755, 14.437, 'náměstí Míru, 120 00 Praha 2'],
  ['Palladium', 50.0893, 14.4292, 'náměstí Republiky 1, 110 00 Praha 1', ['nákupní centrum Palladium']],
  ['Westfield Chodov', 50.0315, 14.4905, 'Roztylská 2321/19, 148 00 Praha 11', ['Centrum Chodov', 'nákupní centrum Chodov']],
]);

/** The big hotels a chauffeur service drives to most. */
export const PRAGUE_HOTELS = places('hotel', 20, [
  ['Hilton Prague', 50.0928, 14.4401, 'Pobřežní 311/1, 186 00 Praha 8', ['hotel Hilton Karlín']],
  ['Hilton Prague Old Town', 50.0877, 14.4322, 'V Celnici 1029/7, 110 00 Praha 1'],
  ['Prague Marriott Hotel', 50.088, 14.4316, 'V Celnici 8, 110 00 Praha 1', ['Marriott']],
  ['InterContinental Prague', 50.0917, 14.4185, 'Pařížská 30, 110 00 Praha 1', ['hotel InterContinental']],
  ['Four Seasons Hotel Prague', 50.0866, 14.4143, 'Veleslavínova 2a, 110 00 Praha 1', ['Four Seasons']],
  ['Mandarin Oriental Prague', 50.0845, 14.4045, 'Nebovidská 459/1, 118 00 Praha 1', ['Mandarin Oriental']],
  ['Corinthia Hotel Prague', 50.0615, 14.43, 'Kongresová 1655/1, 140 69 Praha 4', ['Corinthia']],
  ['Hotel Paříž', 50.088, 14.4283, 'U Obecního domu 1080/1, 110 00 Praha 1', ['Hotel Paris Prague']],
  ['Augustine Hotel', 50.089, 14.407, 'Letenská 12/33, 118 00 Praha 1', ['Augustine']],
  ['Hotel Ambassador Zlatá Husa', 50.0839, 14.4244, 'Václavské náměstí 840/5, 110 00 Praha 1', ['Ambassador']],
  ['Clarion Congress Hotel Prague', 50.108, 14.5, 'Freyova 945/33, 190 00 Praha 9', ['Clarion Vysočany']],
]);
