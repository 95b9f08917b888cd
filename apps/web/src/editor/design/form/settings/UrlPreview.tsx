import { message as domainMessage, showsUrlPreview } from '@atelier/domain';
import { useState } from 'react';
import { useMessage } from '../../../../i18n/storefrontI18n';

/**
 * 002 §5: a decal option's preview shows only for urls starting with http; an image that
 * fails to load is hidden with 002 §8's 'Failed to load image'.
 */
export function UrlPreview({ url, name }: { readonly url: string; readonly name: string }) {
  const message = useMessage();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!showsUrlPreview(url)) return null;
  if (failedUrl === url)
    return <p className="form-settings__hint">{message(domainMessage('image.loadFailed'))}</p>;
  return (
    <img
      className="form-settings__preview"
      src={url}
      alt={name}
      width={64}
      height={64}
      loading="lazy"
      onError={() => setFailedUrl(url)}
    />
  );
}
