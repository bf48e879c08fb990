import type { LanguagePack } from './types';

export const cs: LanguagePack = {
  topics: {
    food: 'jídl*, jidl*, pokrm*, kuchyn*, těstovin*, pizz*, polévk*, salát*, maso, masa, masem, ryb*, kuře*, dezert*, snídan*, oběd*, večeř*, menu, jídelní lístek, porc*, chuť, chuti, kuchař*, chleb*',
    drinks: 'nápoj*, pití, káv*, čaj*, piv*, víno, vína, koktejl*, džus*, limonád*, voda, vodu, vody, bar',
    service: 'obsluh*, číšník*, číšnic*, servírk*, personál*, zaměstnan*, vedoucí*, servis*',
    waiting: 'čeka*, čekal*, čekán*, front*',
    price:
      'cena, ceny, ceně, cenu, cenou, cen, cenách, cenami, cenám, cenov*, ceník*, účet, účtu, peníz*, peněz',
    cleanliness: 'čistot*, toalet*, záchod*, hygien*',
    ambience: 'atmosfér*, prostředí, hudb*, interiér*, zahrádk*, teras*',
    location: 'poloh*, umístění, parkování, parkoviště, výhled*',
  },
  cues: {
    food: {
      positive: 'chutn*, lahodn*, čerstv*, šťavnat*',
      negative: 'nechutn*, bez chuti, mdl*, přesolen*, spálen*',
    },
    service: {
      positive: 'ochotn*, pozorn*, zdvořil*, profesionáln*, vstřícn*',
      negative: 'neochotn*, drz*, hrub*, nezdvořil*, arogantn*, nepříjemná obsluha',
    },
    waiting: { positive: 'rychl*', negative: 'pomal*, dlouho, půl hodiny, hodinu, věčnost*' },
    price: { positive: 'levn*, přijateln*, rozumn*', negative: 'drah*, draho, předražen*' },
    cleanliness: { positive: 'čist*', negative: 'špinav*, špín*' },
    ambience: { positive: 'útuln*, klidn*', negative: 'hlučn*, hluk*' },
  },
  positive:
    'výborn*, skvěl*, vynikající*, perfektn*, super, doporučuj*, dobr*, dobře, úžasn*, příjemn*, milá, milý, milé, spokojen*, děkuj*',
  negative: 'špatn*, hrozn*, strašn*, příšern*, otřesn*, zklam*, nespokojen*, nejhorší*, nepříjemn*',
  negators: 'ne, nikdy, nic, bez, žádn*, ani, není, nebyl*',
  clauseBreaks: 'a, ale, však, ačkoli, zatímco',
  minutes: 'minut*, min',
  hours: 'hodin*, hod',
  stopWords: 'a, je, byl, bylo, byla, velmi, se, na, v, ale, to, s, že, jsme, moc, jsou, k, z',
};
