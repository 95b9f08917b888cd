import {
  ProtocolError,
  answersForSale,
  type CartMode,
  type CommerceFunctionHandlers,
  type DesignChange,
  type DesignDocument,
  type DesignSaved,
  type OptionChosen,
  type Price,
  type ProtocolServer,
} from '@atelier/protocol';
import type { CombinationConfig } from '@atelier/schema';
import type { ViewerLanguage } from './texts';

/**
 * Issue 20: what a partner needs to sell the creation it embeds, loaded on first use (the
 * first frame needs none of it). Every price is the server's (`GET /api/viewer/price`,
 * the domain's rules on the creation as stored): the page only says which answers.
 */

/** The "Add to cart" button's words, in the viewer's languages. */
const ADD_TO_CART: Readonly<Record<ViewerLanguage, string>> = {
  en: 'Add to cart',
  'zh-TW': '加入購物車',
  'zh-CN': '加入购物车',
  ja: 'カートに入れる',
  ko: '장바구니에 담기',
  ru: 'В корзину',
  de: 'In den Warenkorb',
  fr: 'Ajouter au panier',
};

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The choices between two designs, one per changed colourway (its default option),
 * variation (its current option), part material and form answer, in that order.
 */
export function optionsChosen(previous: DesignDocument | null, design: DesignDocument): OptionChosen[] {
  if (!previous) return [];
  const chosen: OptionChosen[] = [];
  const before = previous.config;
  const after = design.config;
  for (const group of after.groups) {
    const old = before.groups.find((entry) => entry.value === group.value);
    if (group.defaultOption !== undefined && old?.defaultOption !== group.defaultOption)
      chosen.push({ kind: 'colorway', target: group.value, option: group.defaultOption });
  }
  const current = (options: readonly { optionId: string; current?: boolean | undefined }[] = []) =>
    options.find((option) => option.current)?.optionId ?? null;
  for (const variant of after.variant) {
    const option = current(variant.options);
    const old = before.variant.find((entry) => entry.id === variant.id);
    if (option !== null && current(old?.options) !== option)
      chosen.push({ kind: 'variation', target: variant.id, option });
  }
  for (const part of after.parts) {
    const old = before.parts.find((entry) => entry.value === part.value);
    if (part.default !== undefined && old?.default !== part.default)
      chosen.push({ kind: 'material', target: part.value, option: part.default });
  }
  const oldAnswers = before.form.answers.current;
  const answers = after.form.answers.current;
  for (const field of new Set([...Object.keys(oldAnswers), ...Object.keys(answers)])) {
    if (JSON.stringify(oldAnswers[field]) !== JSON.stringify(answers[field]))
      chosen.push({ kind: 'answer', target: field, option: textOf(answers[field]) });
  }
  return chosen;
}

export interface CommerceOptions {
  server: Pick<ProtocolServer, 'emit' | 'design'>;
  /** The viewer page's root: the "Add to cart" button goes there. */
  root: HTMLElement;
  creationId: string;
  fetch: typeof fetch;
  language: ViewerLanguage;
  /** Where Atelier's API is (the viewer's own origin). */
  base?: string;
  /** Opens Atelier's page for `cart: atelier` (default: a new tab). */
  open?: (url: string) => void;
  /**
   * The creation's design as stored (its form decides which answers are sold with it,
   * `answersForSale`); null or absent keeps every answer.
   */
  sold?: () => CombinationConfig | null;
}

export interface Commerce {
  handlers: CommerceFunctionHandlers;
  /** Tells the host what a design function changed, then the new price. */
  onChange(change: Pick<DesignChange, 'previous' | 'design'>): Promise<void>;
  dispose(): void;
}

interface Quote {
  price: Price;
  page: string;
}

export function createCommerce(options: CommerceOptions): Commerce {
  const { server, creationId } = options;
  const saleAnswers = (design: DesignDocument | null) =>
    design ? answersForSale(design, options.sold?.() ?? null) : {};
  const base = options.base ?? location.origin;
  const open = options.open ?? ((url: string) => void window.open(url, '_blank', 'noopener'));
  let cart: CartMode = 'none';
  let told: Price | null = null;
  // The last design saved for a share, by its answers: the same answers share the same link.
  let shared: { answers: string; saved: DesignSaved } | null = null;
  // Prices are told in the order of the choices, so the last one told is the design's.
  let queue: Promise<unknown> = Promise.resolve();

  const quote = async (): Promise<Quote> => {
    const design = server.design;
    if (!design) throw new ProtocolError('no_design', 'The viewer has no design yet');
    const url = new URL('/api/viewer/price', base);
    url.searchParams.set('creation', creationId);
    url.searchParams.set('answers', JSON.stringify(saleAnswers(design)));
    let response: Response;
    try {
      response = await options.fetch(url, { credentials: 'omit', headers: { accept: 'application/json' } });
    } catch (error) {
      throw new ProtocolError('price_unavailable', `The price service is unreachable: ${String(error)}`);
    }
    if (!response.ok)
      throw new ProtocolError('price_unavailable', `The price service answered HTTP ${response.status}`);
    const { page, ...price } = (await response.json()) as Price & { page: string };
    return { price, page };
  };

  /**
   * Saves the design shown (its form answers, as a guest's: the partner's page holds no Atelier
   * session) and tells the host `designSaved`; the link names the design's id, never its
   * answers. Answers the creation's page while they do not fit its form yet (422).
   */
  const share = async (): Promise<string> => {
    const { page } = await quote();
    const answers = saleAnswers(server.design);
    const key = JSON.stringify(answers);
    if (shared?.answers === key) return shared.saved.url;
    let response: Response;
    try {
      response = await options.fetch(new URL('/api/designs', base), {
        method: 'POST',
        credentials: 'omit',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ creationId, answers }),
      });
    } catch (error) {
      throw new ProtocolError('handler_failed', `The design could not be saved: ${String(error)}`);
    }
    if (response.status === 422) return page;
    if (!response.ok)
      throw new ProtocolError('handler_failed', `The design could not be saved: HTTP ${response.status}`);
    const designId = ((await response.json()) as { data: { id: string } }).data.id;
    const url = new URL(page);
    url.searchParams.set('design', designId);
    shared = { answers: key, saved: { designId, url: url.href } };
    server.emit('designSaved', shared.saved);
    return url.href;
  };

  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'viewer-cart';
  button.textContent = ADD_TO_CART[options.language];
  button.hidden = true;
  button.style.cssText =
    'position:absolute;right:12px;bottom:12px;z-index:2;padding:8px 14px;border:0;border-radius:6px;' +
    'background:#1f1f1f;color:#fff;font:600 14px system-ui,sans-serif;cursor:pointer';
  button.addEventListener('click', () => {
    const mode = cart;
    if (mode === 'none') return;
    button.disabled = true;
    void quote()
      .then(({ price, page }) => {
        server.emit('addToCartRequested', {
          cart: mode,
          price,
          answers: saleAnswers(server.design),
          url: page,
        });
        if (mode === 'atelier') open(page);
      })
      .catch((error: unknown) => console.warn('viewer: add to cart failed', error))
      .finally(() => (button.disabled = false));
  });
  options.root.append(button);

  return {
    handlers: {
      getPrice: async () => (await quote()).price,
      getShareLink: async () => ({ url: await share() }),
      setCartMode: ({ cart: mode }) => {
        cart = mode;
        button.hidden = mode === 'none';
        return { cart };
      },
    },
    onChange({ previous, design }) {
      const chosen = optionsChosen(previous, design);
      for (const choice of chosen) server.emit('optionChosen', choice);
      if (chosen.length === 0) return queue.then(() => undefined);
      queue = queue.then(async () => {
        try {
          const { price } = await quote();
          if (told && JSON.stringify(told) === JSON.stringify(price)) return;
          told = price;
          server.emit('priceChanged', price);
        } catch (error) {
          // The host can ask getPrice, which answers why; the choice itself stands.
          console.warn('viewer: no price after a choice', error);
        }
      });
      return queue.then(() => undefined);
    },
    dispose: () => button.remove(),
  };
}
