import { bannerImage, garmentPhoto } from '../../../stories-support/images';
import type { ShopSettings } from './useShopSettings';

/** Story data of the Shop section (issue 18): nothing saved yet, and Inès's shop. */
export const emptyShop: ShopSettings = {
  bio: '',
  notice: { enabled: false, title: '', text: '' },
  banner: { enabled: false, url: null, link: null, aspectRatio: 4 },
  headerCards: [],
};

export const inesShop: ShopSettings = {
  bio: 'Hand-finished knitwear from Lisbon.',
  notice: { enabled: true, title: 'Autumn drop', text: 'Ten pieces, cut to order.' },
  banner: { enabled: true, url: bannerImage('#6a1b9a'), link: '/shop', aspectRatio: 4 },
  headerCards: [
    {
      title: 'Lookbook',
      description: 'The autumn story',
      thumbnail: garmentPhoto('hoodie', '#6a1b9a'),
      url: '/shop',
    },
    {
      title: 'Press',
      description: 'What they wrote',
      thumbnail: garmentPhoto('tshirt', '#ef6c00'),
      url: 'https://example.com/press',
    },
  ],
};

/** An upload that answers at once with the picture itself as its id. */
export const storyUpload = (_name: string, dataUrl: string) => Promise.resolve({ id: dataUrl });

/** A banner of one colour (white, black) for the readability stories. */
export const solidBanner = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="400"><rect width="1600" height="400" fill="${color}"/></svg>`)}`;

/** A busy banner: hard stripes of light and dark. */
export const busyBanner = () =>
  `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="400"><defs><pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="20" height="40" fill="#000"/><rect x="20" width="20" height="40" fill="#ffeb3b"/></pattern></defs><rect width="1600" height="400" fill="url(#p)"/></svg>')}`;
