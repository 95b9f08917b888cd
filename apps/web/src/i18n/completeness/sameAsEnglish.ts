/**
 * Texts a language writes exactly as English, by language and text, each with its reason. Any
 * other text equal to English (ignoring `{{placeholders}}`, numbers and signs) is an
 * untranslated copy and fails the catalogue test.
 */
const BRANDS = {
  YouTube: 'a brand name',
  URL: 'a technical abbreviation, written in Latin letters everywhere',
};
const GERMAN = 'German writes it the same way';
const FRENCH = 'French writes it the same way';

export const SAME_AS_ENGLISH: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'zh-TW': BRANDS,
  'zh-CN': BRANDS,
  ja: BRANDS,
  ko: BRANDS,
  ru: BRANDS,
  de: {
    ...BRANDS,
    Name: GERMAN,
    Status: GERMAN,
    Material: GERMAN,
    Option: GERMAN,
    'Option {{number}}': GERMAN,
    'Position X': GERMAN,
    'Position Y': GERMAN,
    Text: GERMAN,
    'Text ({{language}})': GERMAN,
    URL: 'the same abbreviation in German',
    Video: GERMAN,
    Link: GERMAN,
    Shop: 'German shops say Shop',
    System: GERMAN,
    Creator: 'the role name German creators use',
    Filter: GERMAN,
    Details: GERMAN,
    Editor: GERMAN,
    Beta: GERMAN,
    Design: GERMAN,
    Orange: 'the colour is called Orange in German',
    Unisex: GERMAN,
    Streetwear: 'German fashion says Streetwear',
    '{{part}} in {{option}}: {{material}}': 'German uses "in" too',
  },
  fr: {
    ...BRANDS,
    Orange: 'the colour is called orange in French',
    'T-shirts': FRENCH,
    Option: FRENCH,
    Options: FRENCH,
    'Options +{{price}}': FRENCH,
    'Position X': FRENCH,
    'Position Y': FRENCH,
    Rotation: FRENCH,
    Variation: FRENCH,
    Date: FRENCH,
    'Section {{number}}': FRENCH,
    URL: 'the same abbreviation in French',
    Image: FRENCH,
    Capture: FRENCH,
    Type: FRENCH,
    Pro: FRENCH,
    Description: FRENCH,
    Public: FRENCH,
    Collections: FRENCH,
    Notifications: FRENCH,
    Menu: FRENCH,
    Styles: FRENCH,
    Production: FRENCH,
    Design: 'French fashion says design',
  },
};
