import type { LanguagePack } from './types';

export const tr: LanguagePack = {
  topics: {
    food: 'yemek*, yemeğ*, lezzet, yiyecek*, makarna*, pizza*, çorba*, salata*, et, eti, etler*, balık*, tavuk*, tatlı*, kahvaltı*, öğle yemeği, akşam yemeği, menü*, porsiyon*, kebap*, köfte*, ekmek*, aşçı*, şef*, mutfak*',
    drinks: 'içecek*, kahve*, çay*, bira*, şarap*, kokteyl*, meyve suyu, su, suyu, limonata*, ayran*, bar',
    service: 'servis*, hizmet*, garson*, personel*, çalışan*, müdür*, işletme*, ekip*',
    waiting: 'bekle*, bekledik, bekleme*, sıra, gecik*',
    price: 'fiyat*, ücret*, hesap*, para, parası',
    cleanliness: 'temizlik*, tuvalet*, lavabo*, hijyen*',
    ambience: 'ortam*, atmosfer*, müzik*, dekor*, teras*, mekan*',
    location: 'konum*, lokasyon*, otopark*, manzara*, ulaşım*',
  },
  cues: {
    food: {
      positive: 'lezzetli*, nefis*, leziz*, taze*, enfes*',
      negative: 'lezzetsiz*, tatsız*, yanmış*, bayat*, çiğ*, yağlı*',
    },
    service: {
      positive: 'güler yüzlü, güleryüzlü, nazik*, ilgili*, kibar*, saygılı*, profesyonel*, yardımsever*',
      negative: 'kaba*, kabalık*, ilgisiz*, saygısız*, suratsız*, özensiz*',
    },
    waiting: {
      positive: 'hızlı*, çabuk*, beklemeden, beklemedik',
      negative: 'yavaş*, uzun süre*, yarım saat, bir saat, beklet*',
    },
    price: { positive: 'ucuz*, uygun*, hesaplı*', negative: 'pahalı*, kazık*, fahiş*' },
    cleanliness: { positive: 'temiz*, tertemiz*', negative: 'kirli*, pis, pislik*' },
    ambience: { positive: 'sakin*, huzurlu*, samimi*, şirin*, keyifli*', negative: 'gürültü*, kalabalık*' },
    location: { positive: 'merkezi*' },
  },
  positive:
    'güzel*, harika*, mükemmel*, muhteşem*, süper, iyi, iyiydi, tavsiye*, beğen*, teşekkür*, memnun*, başarılı*, şahane*, bayıl*, efsane*',
  negative:
    'kötü*, berbat*, rezil*, rezalet*, iğrenç*, hayal kırıklığı*, beğenme*, vasat*, felaket*, memnuniyetsiz*',
  negators: 'asla, hiçbir',
  negatorsAfter: 'değil*, yok, yoktu, olmadı, olmamış*',
  clauseBreaks: 've, ama, fakat, ancak, lakin, rağmen',
  minutes: 'dakika*, dk',
  hours: 'saat*, sa',
  stopWords: 've, bir, çok, bu, da, de, için, ama, ile, gibi, daha, biz, bize, ben, o, şu, her, en',
  splitApostrophes: true,
};
