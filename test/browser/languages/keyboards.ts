/**
 * The letters each language's own keyboard types: the script's letters a layout for the
 * language has a key (or a dead key, or its input method) for. A confirmation word outside them
 * could not be typed by its readers. Latin and Cyrillic by alphabet (capitals: the words are
 * shown, and typed, in capitals with Caps Lock); the others by script, whose layouts (InScript,
 * Kedmanee, Persian, Urdu, Hebrew, Greek, Dubeolsik) or input methods (Japanese, Chinese) type
 * all of its letters.
 */
const latin = (extra = '') => new RegExp(`^[A-Z${extra}]+$`, 'u');
const cyrillic = (letters: string) => new RegExp(`^[${letters}]+$`, 'u');
const russian = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ';

export const keyboardLetters: Record<string, RegExp> = {
  en: latin(),
  'en-GB': latin(),
  de: latin('ÄÖÜẞ'),
  fr: latin('ÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ'),
  es: latin('ÁÉÍÑÓÚÜ'),
  'es-419': latin('ÁÉÍÑÓÚÜ'),
  it: latin('ÀÈÉÌÒÙ'),
  'pt-BR': latin('ÁÂÃÀÇÉÊÍÓÔÕÚ'),
  'pt-PT': latin('ÁÂÃÀÇÉÊÍÓÔÕÚ'),
  ca: latin('ÀÇÉÈÍÏÓÒÚÜ'),
  nl: latin('ÉËÏÓÖÜ'),
  pl: latin('ĄĆĘŁŃÓŚŹŻ'),
  cs: latin('ÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ'),
  sk: latin('ÁÄČĎÉÍĹĽŇÓÔŔŠŤÚÝŽ'),
  sl: latin('ČŠŽ'),
  hr: latin('ČĆĐŠŽ'),
  hu: latin('ÁÉÍÓÖŐÚÜŰ'),
  ro: latin('ĂÂÎȘȚ'),
  tr: latin('ÇĞİÖŞÜ'),
  sv: latin('ÅÄÖ'),
  da: latin('ÆØÅ'),
  nb: latin('ÆØÅ'),
  fi: latin('ÅÄÖ'),
  is: latin('ÁÐÉÍÓÚÝÞÆÖ'),
  et: latin('ÄÕÖÜŠŽ'),
  lv: latin('ĀČĒĢĪĶĻŅŠŪŽ'),
  lt: latin('ĄČĘĖĮŠŲŪŽ'),
  id: latin(),
  ms: latin(),
  sw: latin(),
  fil: latin('Ñ'),
  // Telex, VNI and the Vietnamese layout type every vowel with its marks.
  vi: /^[\p{Script=Latin}]+$/u,
  ru: cyrillic(russian),
  uk: cyrillic('АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯ'),
  be: cyrillic('АБВГДЕЁЖЗІЙКЛМНОПРСТУЎФХЦЧШЫЬЭЮЯ'),
  bg: cyrillic('АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЬЮЯ'),
  'sr-Cyrl': cyrillic('АБВГДЂЕЖЗИЈКЛЉМНЊОПРСТЋУФХЦЧЏШ'),
  kk: cyrillic(`${russian}ӘҒҚҢӨҰҮҺІ`),
  mn: cyrillic(`${russian}ӨҮ`),
  el: /^[\p{Script=Greek}]+$/u,
  // The Arabic letters of Arabic's layout; Persian's and Urdu's type ی and ک, not ي and ك.
  ar: /^[\u0621-\u064a\u064b-\u0652]+$/u,
  fa: /^[\u0621-\u063a\u0641-\u0642\u0644-\u0649\u064b-\u0652\u067e\u0686\u0698\u06a9\u06af\u06cc]+$/u,
  ur: /^[\u0621-\u063a\u0641-\u0642\u0644-\u0648\u064b-\u0652\u0679\u067e\u0686\u0688\u0691\u0698\u06a9\u06af\u06ba\u06be\u06c1\u06c3\u06cc\u06d2]+$/u,
  he: /^[\u05d0-\u05ea]+$/u,
  hi: /^[\p{Script=Devanagari}]+$/u,
  mr: /^[\p{Script=Devanagari}]+$/u,
  bn: /^[\p{Script=Bengali}]+$/u,
  ta: /^[\p{Script=Tamil}]+$/u,
  te: /^[\p{Script=Telugu}]+$/u,
  th: /^[\p{Script=Thai}]+$/u,
  ja: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+$/u,
  'zh-CN': /^[\p{Script=Han}]+$/u,
  'zh-TW': /^[\p{Script=Han}]+$/u,
  ko: /^[\p{Script=Hangul}]+$/u,
};
