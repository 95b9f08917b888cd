/**
 * The customer form's own texts in English (002 §3: the documents show the settings of each
 * answer input, not its wording, so these are ours). The domain's texts (problems, 'Unassigned',
 * the upload and image errors, the empty states) are translated in ./messages.ts.
 */
export const en = {
  loading: 'Loading the form',
  required: 'Required',
  answered: '{{answered}} of {{total}} answered',
  clear: 'Clear answer',
  other: 'Other',
  otherText: 'Your own answer',
  chooseUpTo: 'Choose up to {{max}}.',
  limitReached: 'You have chosen {{max}}, the most this question allows.',
  characters: '{{count}} / {{max}} characters',
  priceApplies: 'Price for this amount: {{price}}',
  noPriceApplies: 'No extra price for this amount',
  chosenDate: 'Chosen date: {{date}}',
  sizeChart: 'Size chart',
  sizeChartCaption: 'Measurements in {{unit}}',
  size: 'Size',
  customColour: 'Your own colour',
  upload: 'Upload your own image',
  uploading: 'Uploading your image…',
  uploadFailed: 'The upload did not work. Please try again.',
  uploadUnavailable: 'Sign in to upload your own image.',
  printOk: 'Prints at {{dpi}} DPI at this size: sharp.',
  printWarn:
    'This image is a little small for its size on the garment: it prints at {{dpi}} DPI, under the {{target}} DPI that looks sharp, so it may look soft up close. A larger image prints better.',
  printRefused:
    'This image is too small to print at this size: it would print at {{dpi}} DPI and the maker needs at least {{floor}}. Choose a larger image.',
  uploaded: 'Your image',
  textOverlay: 'Text on the design',
  font: 'Font',
  textColour: 'Text colour',
  colour_black: 'Black',
  colour_white: 'White',
  colour_grey: 'Grey',
  colour_red: 'Red',
  colour_orange: 'Orange',
  colour_yellow: 'Yellow',
  colour_green: 'Green',
  colour_blue: 'Blue',
  colour_purple: 'Purple',
  colour_pink: 'Pink',
} as const;

export type CustomiseCatalogue = Readonly<Record<keyof typeof en, string>>;
export type CustomiseTextKey = keyof typeof en;
