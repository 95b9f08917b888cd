/**
 * 000 §2, §7, §8 links the storefront builds: the creation overlay (`items=`), the
 * quick-login query (`login=true` / `#login`) and image urls. Plain string work, no
 * `URL` object, so it runs the same in every host.
 */

interface SplitUrl {
  readonly path: string;
  readonly params: [string, string][];
  readonly hash: string;
}

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

const splitUrl = (url: string): SplitUrl => {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt + 1);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const params = search
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair): [string, string] => {
      const equals = pair.indexOf('=');
      return equals === -1
        ? [decode(pair), '']
        : [decode(pair.slice(0, equals)), decode(pair.slice(equals + 1))];
    });
  return { path, params, hash };
};

const joinUrl = ({ path, params, hash }: SplitUrl): string => {
  const search = params
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
};

/** The value of a query parameter of a url, or null. */
export const queryParam = (url: string, name: string): string | null =>
  splitUrl(url).params.find(([key]) => key === name)?.[1] ?? null;

/** Sets (or replaces) a query parameter, keeping the others and the hash. */
export const withQueryParam = (url: string, name: string, value: string): string => {
  const split = splitUrl(url);
  const params = split.params.filter(([key]) => key !== name);
  return joinUrl({ ...split, params: [...params, [name, value]] });
};

/** Removes a query parameter, keeping the others and the hash. */
export const withoutQueryParam = (url: string, name: string): string => {
  const split = splitUrl(url);
  return joinUrl({ ...split, params: split.params.filter(([key]) => key !== name) });
};

/** 000 §2: any grid opens a creation overlay through `items={creation id}`. */
export const OVERLAY_PARAM = 'items';

/** 000 §2: the url with the creation overlay open. */
export const withCreationOverlay = (url: string, creationId: string): string =>
  withQueryParam(url, OVERLAY_PARAM, creationId);

/** 000 §2: the url with the overlay closed (close button, click outside or Escape). */
export const withoutCreationOverlay = (url: string): string => withoutQueryParam(url, OVERLAY_PARAM);

/** 000 §2, 001 §2: the quick-login overlay opens on `login=true` or the hash `#login`. */
export const isQuickLoginRequested = (url: string): boolean => {
  const split = splitUrl(url);
  return split.hash === 'login' || split.params.some(([key, value]) => key === 'login' && value === 'true');
};

/** 000 §8: the Login action of 'To preorder, please log in first.' adds `login=true`. */
export const withLoginQuery = (url: string): string => withQueryParam(url, 'login', 'true');

/** 000 §2, 001 §2: closing the quick-login overlay clears the `login` parameter and the `#login` hash. */
export const withoutLoginRequest = (url: string): string => {
  const split = splitUrl(withoutQueryParam(url, 'login'));
  return joinUrl({ ...split, hash: split.hash === 'login' ? '' : split.hash });
};

/** 000 §2, 001 §2: the quick-login overlay closes itself about 1 second after a session exists. */
export const QUICK_LOGIN_CLOSE_DELAY_MS = 1000;

/** 000 §9: image widths the storefront asks for. */
export const IMAGE_WIDTHS = { gallery: 1500, galleryMedium: 1200, thumbnail: 500, avatar: 50 } as const;

/** 000 §7, 001 §7: `/api/img/original/{id}?w={width}`. */
export const imageUrl = (imageId: string, width?: number): string =>
  `/api/img/original/${encodeURIComponent(imageId)}${width === undefined ? '' : `?w=${Math.round(width)}`}`;

/**
 * srcset widths of the grid's tiles and of its trend media (the page and the server's
 * preloads): 000 §9's thumbnail (500) and gallery widths (1200, 1500), so a tile gets 500 at
 * 1x and a wide tile on a 2x screen 1200 or 1500, never a small variant stretched.
 */
export const TILE_IMAGE_WIDTHS = [
  IMAGE_WIDTHS.thumbnail,
  IMAGE_WIDTHS.galleryMedium,
  IMAGE_WIDTHS.gallery,
] as const;
export const TREND_IMAGE_WIDTHS = TILE_IMAGE_WIDTHS;

/** Addresses used as they are: remote, inline and in-memory images. */
const AS_IS = /^(https?:|data:|blob:)/;

/**
 * A stored image reference as an address: an image id through the image helper at `width`,
 * an image-helper path with `?w=`, any other absolute path or remote/inline url as it is.
 * The storefront's components and the server's first-screen preloads both use it, so a
 * preloaded image is exactly the one the page asks for.
 */
export const mediaSrc = (ref: string | null | undefined, width?: number): string | undefined => {
  if (!ref) return undefined;
  if (AS_IS.test(ref)) return ref;
  if (ref.startsWith('/api/img/original/')) return width ? `${ref}?w=${width}` : ref;
  if (ref.startsWith('/')) return ref;
  return imageUrl(ref, width);
};

/** A srcset over `widths` for references the image helper serves; undefined for any other. */
export const mediaSrcSet = (
  ref: string | null | undefined,
  widths: readonly number[],
): string | undefined => {
  if (!ref || AS_IS.test(ref) || (ref.startsWith('/') && !ref.startsWith('/api/img/original/'))) {
    return undefined;
  }
  return widths.map((width) => `${mediaSrc(ref, width)} ${width}w`).join(', ');
};
