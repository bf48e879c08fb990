import type { LanguagePack } from './types';

export const es: LanguagePack = {
  topics: {
    food: 'comida*, plato*, cena*, almuerzo*, desayuno*, pasta*, carne*, pescado*, pollo*, postre*, sopa*, ensalada*, sabor*, menú, menu, porción, porciones, racion*, ración, tapa, tapas, paella*, hamburgues*, pizza*, cocina*, cocinero*, chef*, pan, platillo*',
    drinks:
      'bebida*, café*, cafe, té, cerveza*, vino, vinos, cóctel*, coctel*, zumo*, jugo*, agua, refresco*, copa, copas, sangría*, sangria*',
    service:
      'servicio*, camarer*, mesero*, mesera*, personal, atención, atencion, encargad*, dueño*, dueña*, empleado*, empleada*',
    waiting: 'esper*, tardaron, tardó, tardamos, demora*, cola',
    price: 'precio, precios, la cuenta, coste, costes, costo, costos, dinero',
    cleanliness: 'limpieza, higiene*, baño*, aseo*',
    ambience: 'ambiente*, música*, musica*, decoración*, decoracion*, terraza*, ruido*',
    location:
      'ubicación, ubicacion, ubicad*, situad*, aparcamiento*, estacionamiento*, parking, vistas, zona, localización',
  },
  cues: {
    food: {
      positive: 'delicios*, rico, rica, ricos, ricas, riquísim*, sabros*, exquisit*, fresc*, jugos*',
      negative: 'insípid*, insipid*, soso, sosa, quemad*, crudo, cruda, salad*, grasient*, incomible*',
    },
    service: {
      positive: 'amable*, atent*, simpátic*, simpatic*, educad*, profesional*, servicial*',
      negative: 'grosero*, grosera*, maleducad*, antipátic*, antipatic*, borde, bordes, descortés, desatent*',
    },
    waiting: {
      positive: 'rápid*, rapid*, enseguida, sin espera',
      negative: 'lent*, lentitud, mucho tiempo, demasiado tiempo, eternidad, media hora, una hora',
    },
    price: {
      positive: 'barat*, económic*, economic*, asequible*, buen precio, precio justo',
      negative: 'caro, cara, caros, caras, carísim*, carisim*, costos*, abusiv*, excesiv*',
    },
    cleanliness: {
      positive: 'limpi*, impecable*',
      negative: 'suci*, sucied*, mugr*, mal olor, asquero*',
    },
    ambience: {
      positive: 'acogedor*, tranquil*, agradable ambiente',
      negative: 'ruidos*, mucho ruido',
    },
    location: { positive: 'céntric*, centric*, bien ubicad*, bien situad*' },
  },
  positive:
    'excelente*, precioso, preciosa, preciosos, preciosas, preciosidad, buen, bueno, buena, buenos, buenas, genial*, encant*, gust*, recomend*, perfect*, maravill*, increíble*, increible*, espectacular*, fantástic*, fantastic*, estupend*, amable*, gracias, volveremos, volveré',
  negative:
    'mal, malo, mala, malos, malas, horrible*, terrible*, pésim*, pesim*, fatal, decepcion*, lamentable*, desastr*, peor, peores, asco, nunca más, desagradable*',
  negators: 'no, nunca, jamás, jamas, nada, ni, sin, tampoco, ningún, ninguna, ninguno',
  clauseBreaks: 'y, e, pero, aunque, sino, mientras, mas',
  minutes: 'minuto*, min, mins',
  hours: 'hora, horas, h',
  stopWords:
    'el, la, los, las, y, que, muy, es, fue, por, con, pero, una, un, del, para, nos, estaba, estaban, lo, al',
};
