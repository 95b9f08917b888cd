import { parseYouTubeVideoId, youTubeEmbedUrl, mediaSrc } from '@atelier/domain';
import type { MediaPlate } from '@atelier/schema';

/** 000 §2 Gallery (waterfall): the creation's media plates, images at 1200 / 1500 px (000 §9). */
export function Gallery({ plates, name }: { plates: readonly MediaPlate[]; name: string }) {
  const shown = plates.filter((plate) => plate.type !== 'empty' && plate.url);
  return (
    <ul className="gallery" aria-label={name}>
      {shown.map((plate, index) => {
        const url = plate.url ?? '';
        const alt = plate.caption ?? `${name} (${index + 1}/${shown.length})`;
        let media;
        if (plate.type === 'video') {
          media = <video src={mediaSrc(url)} controls muted playsInline aria-label={alt} />;
        } else if (plate.type === 'youtube') {
          const video = parseYouTubeVideoId(url);
          media = video ? (
            <iframe
              src={youTubeEmbedUrl(video)}
              title={alt}
              loading="lazy"
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
            />
          ) : null;
        } else {
          media = (
            <img
              src={mediaSrc(url, 1200)}
              srcSet={`${mediaSrc(url, 1200)} 1200w, ${mediaSrc(url, 1500)} 1500w`}
              sizes="(max-width: 900px) 100vw, 55vw"
              alt={alt}
              loading={index === 0 ? 'eager' : 'lazy'}
              // The first plate is the page's largest paint (the server preloads it too).
              {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
              decoding="async"
              style={{ objectFit: plate.fit }}
            />
          );
        }
        return (
          <li key={plate.id} className="gallery__plate" data-fit={plate.fit}>
            {media}
            {plate.caption && <p className="gallery__caption">{plate.caption}</p>}
          </li>
        );
      })}
    </ul>
  );
}
