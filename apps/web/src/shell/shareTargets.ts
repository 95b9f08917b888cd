import { creatorProfileShareLink, creationDetailPath, designPath } from '@atelier/domain';
import type { CreationDetail, PublicUser } from '../api/types';
import type { ShareTarget } from '../store/overlays';

/** 000 §2: a creator's profile link has the shape {at_name}/creation; others share their profile. */
export function profileShareTarget(
  user: Pick<PublicUser, 'name' | 'at_name' | 'is_creator' | 'profile_image' | 'profile_banner'>,
): ShareTarget {
  const origin = location.origin;
  return {
    kind: 'profile',
    link: user.is_creator ? creatorProfileShareLink(origin, user.at_name) : `${origin}/${user.at_name}`,
    title: user.name,
    logo: user.profile_image,
    backgroundImage: user.profile_banner,
  };
}

/**
 * A creation's link, as it is. Issue 20: a shopper's answers are shared as a saved design
 * (designShareTarget), never in the link itself.
 */
export function creationShareTarget(
  creation: Pick<CreationDetail, 'id' | 'name' | 'user' | 'creation_media'>,
): ShareTarget {
  const cover = creation.creation_media[0]?.url ?? null;
  return {
    kind: 'creation',
    link: new URL(creationDetailPath(creation.user.at_name, creation.id), location.origin).href,
    title: creation.name,
    logo: cover,
    backgroundImage: cover,
  };
}

/**
 * Issue 20: a saved design's link (its id only, never its answers) and its capture, the 3D view
 * as saved, which the share card shows behind the code (the creation's cover without one).
 */
export function designShareTarget(
  creation: Pick<CreationDetail, 'id' | 'name' | 'user' | 'creation_media'>,
  design: { id: string; captureUrl: string | null },
): ShareTarget {
  const cover = creation.creation_media[0]?.url ?? null;
  return {
    kind: 'creation',
    link: new URL(designPath(creation.user.at_name, creation.id, design.id), location.origin).href,
    title: creation.name,
    logo: cover,
    backgroundImage: design.captureUrl ?? cover,
    capture: design.captureUrl,
  };
}
