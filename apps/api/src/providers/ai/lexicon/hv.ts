import type { LanguagePack } from './types';

export const hv: LanguagePack = {
  topics: {
    food: 'hran*, jelo, jela, jelom, jelovnik*, kuhinj*, tjestenin*, pizz*, juh*, salat*, meso, mesa, mesom, rib*, piletin*, desert*, doručak*, ručak*, ručk*, večer*, porcij*, okus, okusa, kuhar*, kruh*',
    drinks: 'pić*, kav*, čaj*, piv*, vino, vina, koktel*, sok, soka, limunad*, voda, vodu, vode, bar',
    service: 'uslug*, konobar*, konobaric*, osoblj*, zaposlen*, djelatni*, servis*, posluživ*',
    waiting: 'čeka*, čekal*, čekanj*',
    price: 'cijena, cijene, cijeni, cijenu, cijenom, cijenama, cjenik*, račun*, novac, novca, novci',
    cleanliness: 'čistoć*, toalet*, wc, higijen*',
    ambience: 'atmosfer*, ambijent*, glazb*, muzik*, interijer*, teras*',
    location: 'lokacij*, položaj*, parking*, parkiranj*, pogled*',
  },
  cues: {
    food: {
      positive: 'ukusan, ukusn*, fino, fina, svjež*, sočn*',
      negative: 'neukusan, neukusn*, bezukusn*, preslan*, zagorjel*',
    },
    service: {
      positive: 'ljubazan, ljubazn*, uslužn*, pristojn*, srdačn*, profesionaln*',
      negative: 'neljubazan, neljubazn*, nepristojn*, bezobrazn*, grub*, arogantn*',
    },
    waiting: { positive: 'brz*, brzo', negative: 'spor*, dugo, pola sata, vječnost*' },
    price: { positive: 'jeftin*, povoljn*, pristupačn*', negative: 'skupo, skupi, skupe, preskup*' },
    cleanliness: { positive: 'čist*, uredn*', negative: 'prljav*, neuredn*' },
    ambience: { positive: 'mirn*, ušuškan*', negative: 'bučn*, buka, buke' },
  },
  positive:
    'odličn*, izvrsn*, super, sjajn*, preporuč*, dobr*, dobro, savršen*, prekrasn*, divn*, zadovolj*, hvala, fantastičn*, ugodn*',
  negative: 'loš*, loše, užasn*, grozn*, očajn*, razočar*, nezadovolj*, najgor*, neugodn*',
  negators: 'ne, nije, nisu, nisam, nismo, nikad, nikada, ništa, bez, nimalo, ni',
  clauseBreaks: 'i, a, ali, no, međutim, iako, dok',
  minutes: 'minut*, min',
  hours: 'sat, sata, sati',
  stopWords: 'i, je, bio, bila, bilo, jako, vrlo, na, u, se, da, s, ali, smo, nije, su, za, od',
};
