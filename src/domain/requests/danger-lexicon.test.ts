import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { township } from '../township/township.ts';
import { addDangerLexicon, lexiconSigns, normalizeDanger } from './danger-lexicon.ts';
import { dangerLexiconSchema, type DangerLexicon } from './danger-lexicon-schema.ts';
import { dangerSigns, hasDangerLexicon } from './danger-signs.ts';

// docs/product.md#311-emergency-notice, docs/translating.md#danger-words
const LOCALES = fileURLToPath(new URL('../../../locales/', import.meta.url));
const lexicons: Record<string, unknown> = Object.fromEntries(
  readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(LOCALES, entry.name, 'danger-words.json')))
    .map((entry) => [entry.name, JSON.parse(readFileSync(join(LOCALES, entry.name, 'danger-words.json'), 'utf8'))]),
);

describe('the danger lexicons', () => {
  it.each(Object.keys(lexicons))('%s follows the schema: known sign names, no empty phrase', (lang) => {
    const parsed = dangerLexiconSchema.safeParse(lexicons[lang]);
    expect(
      parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual([]);
  });

  it('exist for every offered language but English', () => {
    const without = township().languages.filter((lang) => lang !== DEFAULT_LANGUAGE && !(lang in lexicons));
    expect(without, 'offered languages without locales/<tag>/danger-words.json').toEqual([]);
  });

  it('refuse an unknown sign, an empty phrase and a missing review state', () => {
    const base = { fluentReview: 'pending', signs: {}, negation: { words: [], position: 'before' }, notDanger: [] };
    expect(dangerLexiconSchema.safeParse(base).success).toBe(true);
    expect(dangerLexiconSchema.safeParse({ ...base, signs: { bees: ['abeja*'] } }).success).toBe(false);
    expect(dangerLexiconSchema.safeParse({ ...base, signs: { fire: [''] } }).success).toBe(false);
    expect(dangerLexiconSchema.safeParse({ ...base, signs: { fire: [' … *'] } }).success).toBe(false);
    expect(dangerLexiconSchema.safeParse({ ...base, categorySigns: { fire: ['fuego'] } }).success).toBe(false);
    expect(dangerLexiconSchema.safeParse({ ...base, fluentReview: 'done' }).success).toBe(false);
  });
});

for (const [lang, data] of Object.entries(lexicons)) addDangerLexicon(lang, dangerLexiconSchema.parse(data));

describe('normalizeDanger', () => {
  it('reads Latin letters without accents and keeps the signs of other scripts', () => {
    expect(normalizeDanger('El cable está CAÍDO, ¡ﬁn!')).toBe('el cable esta caido, ¡fin!');
    expect(normalizeDanger('कोई  घायल नहीं')).toBe('कोई घायल नहीं');
    expect(normalizeDanger('전선이 끊어져서')).toBe('전선이 끊어져서');
  });
});

describe('the phrase syntax', () => {
  const sample: DangerLexicon = {
    fluentReview: 'pending',
    signs: { 'gas leak': ['olor* … gas'], fire: ['fuego|llamas'], 'open manhole': ['*맨홀 … 열려*'], injury: ['受伤'] },
    categorySigns: { 'animal attack': ['mordi*'] },
    negation: { words: ['no', 'sin', '没有'], position: 'before' },
    notDanger: ['boca* de incendio*'],
  };
  addDangerLexicon('x-sample', sample);
  const signs = (text: string, own: string[] = []) => lexiconSigns('x-sample', own, text);

  it('matches whole words, a `*` letting a word go on or begin earlier', () => {
    expect(signs('Olores fuertes a gas')).toEqual(['gas leak']);
    expect(signs('olor a gasolina')).toEqual([]);
    expect(signs('하수도맨홀 뚜껑이 열려 있어요')).toEqual(['open manhole']);
    expect(signs('hay llamas')).toEqual(['fire']);
  });

  it('keeps the parts of a phrase in order, in one clause, a few words apart', () => {
    expect(signs('gas, y un olor')).toEqual([]);
    expect(signs('olor muy pero muy fuerte y raro a gas')).toEqual([]);
    expect(signs('olor, gas')).toEqual([]);
  });

  it('skips a negated phrase and removes what is not danger', () => {
    expect(signs('no hay fuego')).toEqual([]);
    expect(signs('没有人受伤')).toEqual([]);
    expect(signs('有人受伤')).toEqual(['injury']);
    expect(signs('la boca de incendios tiene fuga')).toEqual([]);
  });

  it('counts a category-specific sign only where the category lists it', () => {
    expect(signs('me mordió')).toEqual([]);
    expect(signs('me mordió', ['animal attack'])).toEqual(['animal attack']);
  });
});

/** [language, category, description, signs] as residents write them. */
const CASES: [string, string, string, string[]][] = [
  // Spanish
  ['es', 'Other', 'Huele a gas en la esquina', ['gas leak']],
  ['es', 'Other', 'hay un olor fuerte a gas cerca de la escuela', ['gas leak']],
  ['es', 'Streetlight Outage', 'Un cable caído echando chispas en la acera', ['downed wire or power line']],
  ['es', 'Tree Issue', 'Una rama cayó sobre los cables de luz', ['tree on power lines']],
  ['es', 'Other', 'Hay cables expuestos en la base del poste', ['exposed electrical']],
  ['es', 'Illegal Dumping', 'Llantas en llamas detrás de la plaza', ['fire']],
  ['es', 'Sidewalk Repair', 'Un señor se tropezó y está sangrando', ['injury']],
  ['es', 'Other', 'Un niño está atrapado en el desagüe', ['person in danger']],
  ['es', 'Other', 'Choque en la esquina, un carro volcado', ['crash']],
  ['es', 'Other', 'El muro se derrumbó sobre la acera', ['collapse']],
  ['es', 'Pothole/Road Damage', 'Hay un socavón enorme en la calle', ['sinkhole']],
  ['es', 'Pothole/Road Damage', 'La alcantarilla está sin tapa en medio de la calle', ['open manhole']],
  ['es', 'Tree Issue', 'Un árbol cayó sobre un carro en Oak Ave', ['tree on a car or house']],
  ['es', 'Drainage Problem', 'El agua está entrando a las casas de Pine St', ['flooding into homes']],
  ['es', 'Tree Issue', 'Un árbol caído bloquea la calle', ['blocking traffic']],
  [
    'es',
    'Traffic Signal Issue',
    'El semáforo está apagado en el cruce de Clarksville',
    ['traffic signal out at a crossing'],
  ],
  ['es', 'Animal Control', 'Un perro me mordió en el parque', ['animal attack']],
  ['es', 'Other', 'Un perro me mordió en el parque', []],
  ['es', 'Other', 'No hay heridos, solo un poste doblado', []],
  ['es', 'Other', 'Bache grande, sin heridos', []],
  ['es', 'Water/Sewer Issue', 'La boca de incendios de Elm St gotea', []],
  ['es', 'Code Violation', 'Carros estacionados frente a la estación de bomberos', []],
  ['es', 'Code Violation', 'El letrero de la gasolinera está roto', []],
  ['es', 'Pothole/Road Damage', 'Bache grande en la calle principal', []],
  ['es', 'Streetlight Outage', 'La luz de la calle está apagada', []],
  ['es', 'Other', 'Huele a gas en la esquina. I smell gas too', ['gas leak']],
  // Chinese (Simplified)
  ['zh-Hans', 'Other', '路口有很浓的煤气味', ['gas leak']],
  ['zh-Hans', 'Other', '电线断了，还在冒火花', ['downed wire or power line']],
  ['zh-Hans', 'Tree Issue', '大树倒在电线上', ['tree on power lines']],
  ['zh-Hans', 'Other', '垃圾桶着火了', ['fire']],
  ['zh-Hans', 'Other', '有人摔倒受伤了，在流血', ['injury']],
  ['zh-Hans', 'Other', '路口发生车祸', ['crash']],
  ['zh-Hans', 'Pothole/Road Damage', '路面塌陷了，很大的坑', ['sinkhole']],
  ['zh-Hans', 'Pothole/Road Damage', '井盖不见了', ['open manhole']],
  ['zh-Hans', 'Tree Issue', '树倒了砸在车上', ['tree on a car or house']],
  ['zh-Hans', 'Drainage Problem', '大雨后家里进水了', ['flooding into homes']],
  ['zh-Hans', 'Other', '没有人受伤', []],
  ['zh-Hans', 'Water/Sewer Issue', '消防栓在漏水', []],
  ['zh-Hans', 'Code Violation', '消防站门口有车乱停', []],
  ['zh-Hans', 'Streetlight Outage', '路灯不亮了', []],
  ['zh-Hans', 'Pothole/Road Damage', '马路上有个坑', []],
  // Korean
  ['ko', 'Other', '전선이 끊어져서 불꽃이 튀어요', ['downed wire or power line']],
  ['ko', 'Other', '모퉁이에서 가스 냄새가 나요', ['gas leak']],
  ['ko', 'Tree Issue', '나뭇가지가 전선에 걸려 있어요', ['tree on power lines']],
  ['ko', 'Other', '쓰레기통에 불이 났어요', ['fire']],
  ['ko', 'Sidewalk Repair', '보도블록에 걸려 넘어진 사람이 다쳤어요', ['injury']],
  ['ko', 'Other', '아이가 하수구에 빠졌어요', ['person in danger']],
  ['ko', 'Other', '교차로에서 교통사고가 났어요', ['crash']],
  ['ko', 'Pothole/Road Damage', '도로에 싱크홀이 생겼어요', ['sinkhole']],
  ['ko', 'Pothole/Road Damage', '맨홀 뚜껑이 없어요', ['open manhole']],
  ['ko', 'Tree Issue', '나무가 차를 덮쳤어요', ['tree on a car or house']],
  ['ko', 'Drainage Problem', '비가 와서 지하실이 침수됐어요', ['flooding into homes']],
  ['ko', 'Tree Issue', '쓰러진 나무가 도로를 막고 있어요', ['blocking traffic']],
  ['ko', 'Traffic Signal Issue', '교차로 신호등이 꺼졌어요', ['traffic signal out at a crossing']],
  ['ko', 'Animal Control', '개한테 물렸어요', ['animal attack']],
  ['ko', 'Other', '다친 사람은 없어요', []],
  // Korean negates after the verb and, in the short form, before it.
  ['ko', 'Other', '넘어졌지만 사람은 안 다쳤어요', []],
  ['ko', 'Other', '사람은 다치지 않았어요', []],
  ['ko', 'Other', '집 안에서 사람이 다쳤어요', ['injury']],
  ['ko', 'Water/Sewer Issue', '소화전에서 물이 새요', []],
  ['ko', 'Code Violation', '소방서 앞에 불법 주차', []],
  ['ko', 'Streetlight Outage', '가로등 불이 나갔어요', []],
  ['ko', 'Streetlight Outage', '도로에 가로등이 꺼졌어요', []],
  ['ko', 'Pothole/Road Damage', '도로에 큰 포트홀이 있어요', []],
  ['ko', 'Drainage Problem', '도로 배수구가 막혔어요', []],
  // Hindi
  ['hi', 'Other', 'कोने पर गैस की बदबू आ रही है', ['gas leak']],
  ['hi', 'Other', 'बिजली का तार टूटकर सड़क पर गिरा है और चिंगारी निकल रही है', ['downed wire or power line']],
  ['hi', 'Tree Issue', 'पेड़ की डाली बिजली के तारों पर गिरी है', ['tree on power lines']],
  ['hi', 'Other', 'कूड़ेदान में आग लगी है', ['fire']],
  ['hi', 'Sidewalk Repair', 'एक आदमी गिरकर घायल हो गया', ['injury']],
  ['hi', 'Other', 'चौराहे पर एक्सीडेंट हुआ है', ['crash']],
  ['hi', 'Pothole/Road Damage', 'सड़क धंस गई है', ['sinkhole']],
  ['hi', 'Pothole/Road Damage', 'मैनहोल का ढक्कन गायब है', ['open manhole']],
  ['hi', 'Tree Issue', 'पेड़ कार पर गिर गया', ['tree on a car or house']],
  ['hi', 'Drainage Problem', 'बारिश से घरों में पानी घुस गया', ['flooding into homes']],
  ['hi', 'Other', 'कोई घायल नहीं है', []],
  ['hi', 'Water/Sewer Issue', 'फायर हाइड्रेंट से पानी टपक रहा है', []],
  ['hi', 'Code Violation', 'दमकल केंद्र के सामने गाड़ियां खड़ी हैं', []],
  ['hi', 'Streetlight Outage', 'सड़क की बत्ती खराब है', []],
  ['hi', 'Pothole/Road Damage', 'सड़क पर बड़ा गड्ढा है', []],
  // a risk is not a danger now, but a suspected gas leak is
  ['es', 'Pothole/Road Damage', 'Bache profundo, alguien podría salir herido', []],
  ['es', 'Other', 'Creo que puede haber una fuga de gas', ['gas leak']],
  ['zh-Hans', 'Pothole/Road Damage', '坑很深，可能有人受伤', []],
  ['ko', 'Pothole/Road Damage', '구멍이 깊어서 부상 위험이 있어요', []],
  ['hi', 'Pothole/Road Damage', 'गहरा गड्ढा है, किसी को चोट लग सकती है', []],
  ['hi', 'Other', 'शायद गैस लीक हो सकती है', ['gas leak']],
  // branches over a house are not on it
  ['es', 'Tree Issue', 'Ramas del árbol cuelgan sobre la casa', []],
  ['hi', 'Tree Issue', 'पेड़ की डालियां घर के ऊपर लटक रही हैं', []],
  // an injured animal in the road is not a person's injury
  ['es', 'Animal Control', 'Un venado herido en medio de la carretera', ['injured animal in the road']],
  ['zh-Hans', 'Animal Control', '路中间有一只受伤的鹿', ['injured animal in the road']],
  ['ko', 'Animal Control', '도로 한가운데 다친 사슴이 있어요', ['injured animal in the road']],
  ['hi', 'Animal Control', 'सड़क के बीच में घायल कुत्ता है', ['injured animal in the road']],
  ['ko', 'Other', '도로 한가운데 다친 사슴이 있고 사람도 다쳤어요', ['injury', 'injured animal in the road']],
  // a negation takes only the danger it is said of
  ['es', 'Other', 'Un cable caído en la calle pero no hay heridos', ['downed wire or power line']],
  ['zh-Hans', 'Other', '电线断了，没有人受伤', ['downed wire or power line']],
  ['ko', 'Other', '전선이 끊어졌는데 다친 사람은 없어요', ['downed wire or power line']],
  ['hi', 'Other', 'तार गिरा है लेकिन कोई घायल नहीं है', ['downed wire or power line']],
];

describe.each(CASES)('dangerSigns(%j) in %s: %j', (lang, category, description, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(dangerSigns(category, description, lang)).toEqual(expected);
  });
});

describe('dangerSigns with a language', () => {
  it('reads English in every language, and only English in English, the pseudo-locale or a language without a lexicon', () => {
    expect(dangerSigns('Other', 'I smell gas near the corner', 'ko')).toEqual(['gas leak']);
    expect(dangerSigns('Other', 'Huele a gas en la esquina', 'en')).toEqual([]);
    expect(dangerSigns('Other', 'Huele a gas en la esquina', 'en-XA')).toEqual([]);
    expect(dangerSigns('Other', 'Huele a gas en la esquina', 'fr')).toEqual([]);
    expect(hasDangerLexicon('fr')).toBe(false);
  });

  it('names the signs of both in the fixed order, each once', () => {
    expect(dangerSigns('Tree Issue', 'A tree fell on a car. 전선이 끊어져서 불꽃이 튀어요', 'ko')).toEqual([
      'downed wire or power line',
      'tree on a car or house',
    ]);
  });
});
